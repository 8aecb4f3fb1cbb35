import type { Knex } from 'knex';
import type { IracingCredential } from '../../../../contracts/iracing.contract.js';
import { toNumber } from '../../../../platform/database/rows.js';
import type { Logger } from '../../../../platform/logger.js';
import { SecretBox } from '../../../../platform/secret-box.js';
import type { CredentialStore, SyncLedger, SyncState } from '../../application/ports/iracing-store.port.js';
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

  constructor(
    private readonly knex: Knex,
    secret: string,
    private readonly logger: Logger,
  ) {
    this.box = new SecretBox(secret, 'iracing');
  }

  private async open(clave: string): Promise<string | null> {
    const row = await this.knex(SETTINGS).where({ clave }).first('valor');
    if (!row) return null;
    const value = this.box.open(String(row.valor));
    if (value === null) this.logger.warn({ clave }, 'un ajuste de iRacing guardado no se pudo descifrar (¿cambió JWT_SECRET?); vuelve a guardarlo en Ajustes');
    return value;
  }

  private async store(clave: string, value: string | null, at: Date): Promise<void> {
    if (value === null) {
      await this.knex(SETTINGS).where({ clave }).delete();
      return;
    }
    await this.knex(SETTINGS)
      .insert({ clave, valor: this.box.seal(value), updatedAt: at.toISOString() })
      .onConflict('clave')
      .merge(['valor', 'updatedAt']);
  }

  get(field: IracingCredential): Promise<string | null> {
    return this.open(`credencial.${field}`);
  }

  async set(field: IracingCredential, value: string | null, at: Date): Promise<void> {
    await this.store(`credencial.${field}`, value, at);
    await this.store(TOKENS_KEY, null, at);
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

  /** Takes the lease when it is free or ended: an insert for a new key, else one UPDATE … WHERE it ended (RETURNING says who won). */
  async claim(key: string, holder: string, now: Date, leaseMs: number): Promise<boolean> {
    const at = now.getTime();
    await this.knex(LEASES).insert({ clave: key, titular: '', hasta: 0 }).onConflict('clave').ignore();
    const won = (await this.knex(LEASES)
      .where('clave', key)
      .andWhere((q) => q.where('hasta', '<', at).orWhere('titular', holder))
      .update({ titular: holder, hasta: at + leaseMs }, ['clave'])) as Array<{ clave: string }>;
    return won.length === 1;
  }

  async release(key: string, holder: string): Promise<void> {
    await this.knex(LEASES).where({ clave: key, titular: holder }).update({ titular: '', hasta: 0 });
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

  async states(): Promise<SyncState[]> {
    const rows = (await this.knex(STATE).select('*')) as StateRow[];
    return rows.map(toState);
  }
}
