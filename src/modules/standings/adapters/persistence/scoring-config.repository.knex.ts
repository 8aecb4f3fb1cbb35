import type { Knex } from 'knex';
import type { ScoringConfigRepository, StoredScoringConfig } from '../../application/ports/scoring-config.repository.port.js';

const TABLE = 'standings_configs';

/** The scoring configurations, one JSON text per championship. */
export class KnexScoringConfigRepository implements ScoringConfigRepository {
  constructor(private readonly knex: Knex) {}

  async find(campeonatoId: string): Promise<StoredScoringConfig | null> {
    const row = (await this.knex(TABLE).where({ campeonatoId }).first()) as Record<string, unknown> | undefined;
    if (!row) return null;
    return {
      campeonatoId: String(row.campeonatoId),
      configuracion: JSON.parse(String(row.configuracion)) as unknown,
      actualizadoPor: String(row.actualizadoPor),
      updatedAt: String(row.updatedAt),
    };
  }

  async save(stored: StoredScoringConfig): Promise<void> {
    await this.knex(TABLE)
      .insert({ campeonatoId: stored.campeonatoId, configuracion: JSON.stringify(stored.configuracion), actualizadoPor: stored.actualizadoPor, updatedAt: stored.updatedAt })
      .onConflict('campeonatoId')
      .merge(['configuracion', 'actualizadoPor', 'updatedAt']);
  }
}
