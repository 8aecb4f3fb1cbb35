import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from '../logger.js';
import { CHANGE_CHANNEL, ListenerSet, parseChange, type Change, type ChangeFeed } from './change-feed.port.js';

/** The waits between attempts to listen again after the connection was lost: doubling, at most 10 s. */
export const RECONNECT_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];

/**
 * The change feed over PostgreSQL's LISTEN/NOTIFY, for several app servers on one database. One
 * connection of its own per server listens on `parrilla_cambios` (opened when the first listener
 * comes, kept while the server runs); the public read version's trigger notifies on it when a
 * transaction that wrote public data commits, whoever wrote (a server, the CLI, SQL by hand), and
 * `publish` notifies through the pool. A lost connection is opened again with growing waits; once
 * listening again it tells its listeners that data may have changed, since notifications sent while
 * it was away are lost.
 */
export class PgNotifyChangeFeed extends ListenerSet implements ChangeFeed {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private attempt = 0;

  constructor(
    private readonly connectionString: string,
    private readonly knex: Knex,
    private readonly logger?: Logger,
    private readonly delaysMs: readonly number[] = RECONNECT_DELAYS_MS,
  ) {
    super();
  }

  async publish(change: Change): Promise<void> {
    if (this.closed) return;
    await this.knex.raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, JSON.stringify(change)]);
  }

  /** The database notifies when the writing transaction commits (the public read version's trigger). */
  afterWrite(): Promise<void> {
    return Promise.resolve();
  }

  /** Resolves once this server listens (the first listener starts it). */
  listening(): Promise<void> {
    if (this.client) return Promise.resolve();
    return (this.connecting ??= this.connect(false));
  }

  protected override subscribed(): void {
    if (!this.client && !this.connecting && !this.retry) void this.listening().catch(() => undefined);
  }

  private async connect(again: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) this.deliver(parseChange(message.payload));
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      this.connecting = undefined;
      this.scheduleRetry(err);
      throw err;
    }
    this.connecting = undefined;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    if (again) {
      this.logger?.info('el aviso de cambios vuelve a escuchar a la base de datos');
      this.deliver({ tema: 'datos' });
    }
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    if (this.closed) return;
    this.logger?.warn({ err }, 'el aviso de cambios perdió su conexión con la base de datos; se conecta de nuevo');
    client.end().catch(() => undefined);
    this.scheduleRetry(err);
  }

  private scheduleRetry(err: unknown): void {
    if (this.closed || this.retry) return;
    const delay = this.delaysMs[Math.min(this.attempt, this.delaysMs.length - 1)] ?? 1_000;
    this.attempt += 1;
    if (this.attempt > 1) this.logger?.warn({ err, delayMs: delay }, 'el aviso de cambios no pudo escuchar a la base de datos; lo intenta de nuevo');
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connecting = this.connect(true);
      this.connecting.catch(() => undefined);
    }, delay);
    this.retry.unref();
  }

  /** For tests: cuts the listening connection as a network failure or a restarted database would. */
  async dropConnectionForTest(): Promise<void> {
    const client = this.client;
    if (!client) return;
    await this.knex.raw('select pg_terminate_backend(pid) from pg_stat_activity where pid = ?', [(client as unknown as { processID: number }).processID]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.endListeners();
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
