import type { ChampionshipDirectory, StandingsChampionship } from '../../../src/modules/standings/application/ports/championship-directory.port.js';
import type { ScoringConfigRepository, StoredScoringConfig } from '../../../src/modules/standings/application/ports/scoring-config.repository.port.js';

/** Scoring configurations in memory, stored as JSON text as the database keeps them. */
export class MemoryScoringConfigs implements ScoringConfigRepository {
  readonly rows = new Map<string, string>();
  snapshot(): () => void {
    const copy = new Map(this.rows);
    return () => {
      this.rows.clear();
      for (const [k, v] of copy) this.rows.set(k, v);
    };
  }
  async find(campeonatoId: string): Promise<StoredScoringConfig | null> {
    const row = this.rows.get(campeonatoId);
    return row ? (JSON.parse(row) as StoredScoringConfig) : null;
  }
  async save(stored: StoredScoringConfig): Promise<void> {
    this.rows.set(stored.campeonatoId, JSON.stringify(stored));
  }
}

/** The championships that exist, from a plain list. */
export class MemoryStandingsChampionships implements ChampionshipDirectory {
  constructor(readonly known: StandingsChampionship[] = []) {}
  async championships(ids: readonly string[]): Promise<StandingsChampionship[]> {
    return this.known.filter((c) => ids.includes(c.id));
  }
}
