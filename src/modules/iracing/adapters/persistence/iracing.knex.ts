import { createHmac, hkdfSync } from 'node:crypto';
import type { Knex } from 'knex';
import type { IracingCredential } from '../../../../contracts/iracing.contract.js';
import { toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { Logger } from '../../../../platform/logger.js';
import { SecretBox } from '../../../../platform/secret-box.js';
import type { CredentialStore, IracingCredentials, SyncLedger, SyncState } from '../../application/ports/iracing-store.port.js';
import type { TokenPair, TokenVault } from '../data-api/oauth-tokens.js';

const SETTINGS = 'iracing_settings';
const LEASES = 'iracing_leases';
const STATE = 'iracing_sync_state';
const FAILURES = 'iracing_session_failures';
const TOKENS_KEY = 'tokens';

/**
 * The credentials and the token pair, sealed with a key derived from JWT_SECRET (like Discord's
 * webhooks). A value that no longer opens (the secret changed) counts as unset, and the log says so.
 */
export class KnexIracingSecrets implements CredentialStore {
  private readonly box: SecretBox;
  private readonly fingerprintKey: Buffer;
  /** Told when a credential changes (the process's tokens in memory then belong to the old account). */
  readonly onChange: Array<() => void> = [];

  constructor(
    private readonly knex: Knex,
    secret: string,
    private readonly logger: Logger,
  ) {
    this.box = new SecretBox(secret, 'iracing');
    this.fingerprintKey = Buffer.from(hkdfSync('sha256', secret, 'parrilla', 'iracing-credenciales', 32));
  }

  /**
   * Which credentials a token pair came from: HMAC-SHA256 of the four under a key of its own derived
   * from JWT_SECRET, kept (sealed) with the pair. It says whether they changed, and nothing of them.
   */
  fingerprint(credentials: IracingCredentials): string {
    const text = JSON.stringify([credentials.clientId, credentials.clientSecret, credentials.username, credentials.password]);
    return createHmac('sha256', this.fingerprintKey).update(text).digest('base64url');
  }

  private async open(clave: string): Promise<string | null> {
    const row = await this.knex(SETTINGS).where({ clave }).first('valor');
    if (!row) return null;
    const value = this.box.open(String(row.valor));
    if (value === null) this.logger.warn({ clave }, 'un ajuste de iRacing guardado no se pudo descifrar (¿cambió JWT_SECRET?); vuelve a guardarlo en Ajustes');
    return value;
  }

  private async store(clave: string, value: string | null, at: Date, trx?: Transaction): Promise<void> {
    if (value === null) {
      await db(this.knex, trx)(SETTINGS).where({ clave }).delete();
      return;
    }
    await db(this.knex, trx)(SETTINGS)
      .insert({ clave, valor: this.box.seal(value), updatedAt: at.toISOString() })
      .onConflict('clave')
      .merge(['valor', 'updatedAt']);
  }

  get(field: IracingCredential): Promise<string | null> {
    return this.open(`credencial.${field}`);
  }

  async set(field: IracingCredential, value: string | null, at: Date, trx?: Transaction): Promise<void> {
    await this.store(`credencial.${field}`, value, at, trx);
    await this.store(TOKENS_KEY, null, at, trx);
    for (const listener of this.onChange) listener();
  }

  async readTokens(): Promise<TokenPair | null> {
    const text = await this.open(TOKENS_KEY);
    return text ? (JSON.parse(text) as TokenPair) : null;
  }

  async writeTokens(pair: TokenPair, at: Date): Promise<void> {
    await this.store(TOKENS_KEY, JSON.stringify(pair), at);
  }

  /** The TokenVault face of this store. */
  vault(): TokenVault {
    return { read: () => this.readTokens(), write: (pair, at) => this.writeTokens(pair, at) };
  }
}

interface StateRow {
  campeonatoId: string;
  ultimaSincronizacion: string | null;
  ultimoError: string | null;
  fallandoDesde: string | null;
  avisoEnviado: string | null;
}

const toState = (r: StateRow): SyncState => ({
  campeonatoId: r.campeonatoId,
  lastSyncAt: r.ultimaSincronizacion,
  lastError: r.ultimoError,
  failingSince: r.fallandoDesde,
  alertedAt: r.avisoEnviado,
});

export class KnexSyncLedger implements SyncLedger {
  constructor(private readonly knex: Knex) {}

  /**
   * Takes the lease when it is free, ended or already this holder's, in one statement (one commit):
   * an insert for a new key, else the update its ON CONFLICT … WHERE allows; RETURNING says who won.
   * The same SQL on SQLite and PostgreSQL.
   */
  async claim(key: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
    return (await this.claimMany([key], holder, now, leaseMs)).has(key);
  }

  async claimMany(keys: readonly string[], holder: string, now: Date, leaseMs: number): Promise<Set<string>> {
    const won = new Set<string>();
    const at = now.getTime();
    for (let i = 0; i < keys.length; i += 200) {
      const slice = keys.slice(i, i + 200);
      const result = await this.knex.raw(
        `INSERT INTO ${LEASES} (clave, titular, hasta) VALUES ${slice.map(() => '(?, ?, ?)').join(', ')}
         ON CONFLICT (clave) DO UPDATE SET titular = excluded.titular, hasta = excluded.hasta
         WHERE ${LEASES}.hasta < ? OR ${LEASES}.titular = ?
         RETURNING clave`,
        [...slice.flatMap((key) => [key, holder, at + leaseMs]), at, holder],
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ clave: string }>;
      for (const row of rows) won.add(row.clave);
    }
    return won;
  }

  /** A released lease is gone: the next claim inserts it anew. */
  async release(key: string, holder: string): Promise<void> {
    await this.releaseMany([key], holder);
  }

  async releaseMany(keys: readonly string[], holder: string): Promise<void> {
    for (let i = 0; i < keys.length; i += 500) await this.knex(LEASES).whereIn('clave', keys.slice(i, i + 500)).andWhere('titular', holder).delete();
  }

  async activeLeases(keys: readonly string[], now: Date): Promise<Map<string, Date>> {
    const found = new Map<string, Date>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = (await this.knex(LEASES).whereIn('clave', keys.slice(i, i + 500)).andWhere('hasta', '>=', now.getTime()).select('clave', 'hasta')) as Array<{ clave: string; hasta: unknown }>;
      for (const r of rows) found.set(r.clave, new Date(toNumber(r.hasta)));
    }
    return found;
  }

  async recordSessionFailure(subsessionId: number, campeonatoId: string, reason: string | null, at: Date): Promise<void> {
    if (reason === null) {
      await this.knex(FAILURES).where({ subsessionId }).delete();
      return;
    }
    await this.knex(FAILURES)
      .insert({ subsessionId, campeonatoId, motivo: reason.slice(0, 1000), at: at.toISOString() })
      .onConflict('subsessionId')
      .merge(['campeonatoId', 'motivo', 'at']);
  }

  async sessionFailures(subsessionIds: readonly number[]): Promise<Map<number, string>> {
    const found = new Map<number, string>();
    for (let i = 0; i < subsessionIds.length; i += 500) {
      const rows = (await this.knex(FAILURES).whereIn('subsessionId', subsessionIds.slice(i, i + 500)).select('subsessionId', 'motivo')) as Array<{ subsessionId: unknown; motivo: string }>;
      for (const r of rows) found.set(toNumber(r.subsessionId), r.motivo);
    }
    return found;
  }

  async recordPass(campeonatoId: string, at: Date, error: string | null): Promise<SyncState> {
    const instant = at.toISOString();
    const current = (await this.knex(STATE).where({ campeonatoId }).first()) as StateRow | undefined;
    const next: StateRow = {
      campeonatoId,
      ultimaSincronizacion: instant,
      ultimoError: error,
      // A stretch of failures starts at its first failed pass; a pass that goes through ends it and its alert.
      fallandoDesde: error === null ? null : (current?.fallandoDesde ?? instant),
      avisoEnviado: error === null ? null : (current?.avisoEnviado ?? null),
    };
    await this.knex(STATE).insert(next).onConflict('campeonatoId').merge(['ultimaSincronizacion', 'ultimoError', 'fallandoDesde', 'avisoEnviado']);
    return toState(next);
  }

  async markAlerted(campeonatoId: string, at: Date): Promise<void> {
    await this.knex(STATE).where({ campeonatoId }).update({ avisoEnviado: at.toISOString() });
  }

  async lastSyncAt(): Promise<string | null> {
    // max() of an indexed column: one end of `iracing_sync_state_last_sync_index` on both databases.
    const row = (await this.knex(STATE).max('ultimaSincronizacion as last').first()) as { last: string | null } | undefined;
    return row?.last ?? null;
  }

  async failing(): Promise<SyncState[]> {
    // The WHERE is the partial index's own, so both databases read `iracing_sync_state_failing_index`.
    const rows = (await this.knex(STATE).whereNotNull('ultimoError').orderBy([{ column: 'fallandoDesde' }, { column: 'campeonatoId' }])) as StateRow[];
    return rows.map(toState);
  }
}
