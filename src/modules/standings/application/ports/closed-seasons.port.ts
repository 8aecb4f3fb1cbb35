import type { StandingsAnswer } from '../../../../contracts/standings.views.js';

/**
 * Port filled by the composition root (the seasons module's ClosedChampionships, docs/adr/0033): a
 * closed season's recorded final table, read instead of computing one, and the refusal of a rulebook
 * change while the season is closed.
 */
export interface ClosedSeasons {
  /** In the caller's transaction when given one. */
  assertOpen(campeonatoId: string, trx?: unknown): Promise<void>;
  finalTable(campeonatoId: string, options: { clase?: string | null; eventos?: boolean }): Promise<StandingsAnswer | null>;
}
