import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ScoringConfigRepository, StoredScoringConfig } from '../../application/ports/scoring-config.repository.port.js';

const TABLE = 'standings_configs';

/** The scoring configurations, one JSON text per championship. */
export class KnexScoringConfigRepository implements ScoringConfigRepository {
  constructor(private readonly knex: Knex) {}

  async find(campeonatoId: string, trx?: Transaction): Promise<StoredScoringConfig | null> {
    const row = (await db(this.knex, trx)(TABLE).where({ campeonatoId }).first()) as Record<string, unknown> | undefined;
    if (!row) return null;
    return {
      campeonatoId: String(row.campeonatoId),
      configuracion: JSON.parse(String(row.configuracion)) as unknown,
      actualizadoPor: String(row.actualizadoPor),
      updatedAt: String(row.updatedAt),
    };
  }

  async save(stored: StoredScoringConfig, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE)
      .insert({ campeonatoId: stored.campeonatoId, configuracion: JSON.stringify(stored.configuracion), actualizadoPor: stored.actualizadoPor, updatedAt: stored.updatedAt })
      .onConflict('campeonatoId')
      .merge(['configuracion', 'actualizadoPor', 'updatedAt']);
  }
}
