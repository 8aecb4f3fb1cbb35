import type { Transaction } from '../../../../platform/transactions.js';

/**
 * Port filled by the composition root with the seasons module's answer (docs/adr/0033): a closed
 * season's championship is not deleted nor its races changed, and during a new edition's priority window only the last
 * edition's drivers may enter.
 */
export interface SeasonRules {
  /** Refuses (409, naming the closure) deleting a championship whose season is closed. */
  assertDeletable(campeonatoId: string): Promise<void>;
  /** Refuses (409, naming the closure) a change to a closed season's races: they feed its final table. */
  assertOpen(campeonatoId: string, trx?: Transaction): Promise<void>;
  /** Refuses (409, saying until when) an entry during the priority window to a driver who did not race the last edition. */
  assertMayEnter(campeonatoId: string, userId: string): Promise<void>;
  /** Until when (UTC instant) the priority window keeps this driver out, or null when he may enter now: what his page says before he tries. */
  priorityUntil(campeonatoId: string, userId: string): Promise<string | null>;
  /**
   * Puts a championship being created in its series as one season (`serieId`, `temporada`, optional
   * `diasPrioridad`, as the form sends them), in the transaction that creates it: refused (404, 400,
   * 409 'La serie ya tiene la Temporada …') with the reason, and then nothing of the two is kept.
   */
  placeInSeries(campeonatoId: string, edition: Record<string, unknown>, trx: Transaction): Promise<void>;
  /** Which of these championships' seasons are closed: no place of theirs is free any more. */
  closedAmong(campeonatoIds: readonly string[]): Promise<ReadonlySet<string>>;
}
