import type BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';
import { loadSqliteDriver } from '../database/sqlite-driver.js';

/** Port: the stored version of everything public reads show (migration 20261125010000, docs/adr/0019). */
export interface PublicReadVersion {
  current(): Promise<string>;
}

const READ = 'select version from public_read_version where id = 1';

/** Reads the row, one primary-key read; no row (a database emptied by hand) reads as ''. */
export class KnexPublicReadVersion implements PublicReadVersion {
  constructor(private readonly knex: Knex) {}

  async current(): Promise<string> {
    const result = (await this.knex.raw(READ)) as { rows?: Array<{ version: string }> } | Array<{ version: string }>;
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return rows.length ? String(rows[0]!.version) : '';
  }
}

/**
 * SQLite: reads the row through a connection of its own to the database file, a prepared statement
 * run synchronously (a few microseconds, against tens through knex's pool). SQLite in WAL mode shows a
 * connection every transaction committed before its read began, whichever connection wrote it, and
 * never another connection's uncommitted writes: the same version knex would read, at once.
 */
export class SqliteFilePublicReadVersion implements PublicReadVersion {
  private db: BetterSqlite3.Database | undefined;
  private statement: BetterSqlite3.Statement | undefined;

  constructor(private readonly filename: string) {}

  current(): Promise<string> {
    try {
      if (!this.statement) {
        // better-sqlite3 12 on Node 20, 13 on Node >= 22 (docs/adr/0025).
        const Database = loadSqliteDriver();
        this.db = new Database(this.filename, { fileMustExist: true });
        this.db.pragma('busy_timeout = 5000');
        this.statement = this.db.prepare(READ);
      }
      const row = this.statement.get() as { version: string } | undefined;
      return Promise.resolve(row ? String(row.version) : '');
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  close(): void {
    this.db?.close();
    this.db = undefined;
    this.statement = undefined;
  }
}

/**
 * Shares reads of the version between requests without ever answering one that began before the
 * request arrived. A read starts in the event loop's next check phase (setImmediate), after the
 * requests the current poll phase brought in: every caller that comes before it starts joins it, and
 * a caller that comes while a read is under way waits for the next one, so a write committed before
 * a request came is always seen. Under load one read serves every request of a loop turn (several
 * connections' requests), and on PostgreSQL every request that came while the previous read was on
 * its way: at most one read per request, usually far fewer.
 */
export class SharedVersionReads implements PublicReadVersion {
  /** The read not started yet, that callers still join. */
  private next: { promise: Promise<string>; resolve: (v: string) => void; reject: (e: unknown) => void } | undefined;
  private running = false;

  constructor(private readonly source: PublicReadVersion) {}

  current(): Promise<string> {
    if (this.next) return this.next.promise;
    let resolve!: (v: string) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.next = { promise, resolve, reject };
    if (!this.running) setImmediate(() => this.start());
    return promise;
  }

  private start(): void {
    const batch = this.next;
    if (!batch) return;
    this.next = undefined;
    this.running = true;
    let read: Promise<string>;
    try {
      read = this.source.current();
    } catch (err) {
      read = Promise.reject(err as Error);
    }
    read.then(batch.resolve, batch.reject).finally(() => {
      this.running = false;
      // Callers came while this read was on its way: their own read starts now.
      if (this.next) this.start();
    });
  }
}
