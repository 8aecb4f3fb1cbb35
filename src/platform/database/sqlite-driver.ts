import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import type { Knex } from 'knex';

/**
 * Which better-sqlite3 this Node loads (docs/adr/0025). better-sqlite3 12 is the last line for
 * Node 20 but aborts on Node 24 ("Assertion failed: (env) != nullptr"); 13 (Node-API, prebuilt) needs
 * Node >= 22 and crashes Node 20. package.json lists 12 as `better-sqlite3` and 13 as the optional
 * dependency `better-sqlite3-node22` (an npm alias whose `engines` make `npm ci` skip it on Node 20):
 * Node >= 22 loads 13 when it is installed, Node 20 always 12.
 */
export const SQLITE_DRIVER_NODE20 = 'better-sqlite3';
export const SQLITE_DRIVER_NODE22 = 'better-sqlite3-node22';

const requireHere = createRequire(import.meta.url);

function installed(name: string): boolean {
  try {
    requireHere.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** The package name of the SQLite driver for `nodeVersion` (e.g. "24.11.0"), given what is installed. */
export function sqliteDriverPackage(nodeVersion: string = process.versions.node, isInstalled: (name: string) => boolean = installed): string {
  const major = Number(nodeVersion.split('.')[0]);
  if (major >= 22 && isInstalled(SQLITE_DRIVER_NODE22)) return SQLITE_DRIVER_NODE22;
  if (major >= 24) {
    throw new Error(
      `En Node ${nodeVersion}, SQLite necesita better-sqlite3 13 (la dependencia opcional ${SQLITE_DRIVER_NODE22}), que no está instalada: ` +
        'instala las dependencias con npm ci sin --omit=optional, o usa PostgreSQL (DATABASE_URL). better-sqlite3 12 se cierra de golpe en Node 24.',
    );
  }
  return SQLITE_DRIVER_NODE20;
}

/** The absolute path of the driver's entry point, for a child process that loads it by itself. */
export function sqliteDriverPath(): string {
  return requireHere.resolve(sqliteDriverPackage());
}

/** The better-sqlite3 `Database` class for this Node. */
export function loadSqliteDriver(): typeof BetterSqlite3 {
  return requireHere(sqliteDriverPackage()) as typeof BetterSqlite3;
}

/** Knex's client class, seen with the method that loads its driver (not in knex's types). */
type DriverClient = new (config: Knex.Config) => Knex.Client & { _driver(): unknown };

/** Knex's better-sqlite3 client, loading the driver chosen above instead of `require('better-sqlite3')`. */
export function sqliteKnexClient(): typeof Knex.Client {
  const KnexBetterSqlite3 = requireHere('knex/lib/dialects/better-sqlite3/index.js') as DriverClient;
  const KnexSqliteTransaction = requireHere('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as new (...args: unknown[]) => {
    query(conn: unknown, sql: string): Promise<unknown>;
  };
  /**
   * Transactions take SQLite's write lock when they begin (BEGIN IMMEDIATE), waiting for it under
   * busy_timeout. With a plain BEGIN, a transaction that reads first and writes later fails at once
   * ("database is locked") when another process (the CLI beside a server, two CLIs) wrote meanwhile:
   * SQLite cannot upgrade a read snapshot that is no longer the newest. In one process nothing
   * changes: its single connection already runs transactions one at a time.
   */
  class ImmediateTransaction extends KnexSqliteTransaction {
    begin(conn: unknown): Promise<unknown> {
      return this.query(conn, 'BEGIN IMMEDIATE;');
    }
  }
  class SqliteClient extends KnexBetterSqlite3 {
    override _driver(): unknown {
      return loadSqliteDriver();
    }

    override transaction(container: unknown, config: unknown, outerTx: unknown): ReturnType<Knex.Client['transaction']> {
      return new ImmediateTransaction(this, container, config, outerTx) as unknown as ReturnType<Knex.Client['transaction']>;
    }
  }
  return SqliteClient as unknown as typeof Knex.Client;
}
