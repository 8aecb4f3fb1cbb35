import type { Transaction } from '../../../../platform/transactions.js';
import type { KeptLap } from '../../domain/suggestions.js';

/**
 * Port: each driver's best lap of each imported event in each car, kept as results are imported and
 * deleted (docs/adr/0062), so the suggestions never read the results themselves.
 */
export interface KeptLaps {
  /** The event's laps become these (none when empty): a re-import replaces what its earlier import kept. */
  replaceEvent(eventId: string, laps: readonly KeptLap[], trx?: Transaction): Promise<void>;
  /** Every iRacing customer id holding a kept lap. */
  drivers(): Promise<number[]>;
  /**
   * For each circuit and car (as records compare them), at least the fastest lap of these drivers that
   * was not dismissed, faster first, then the earlier event, then the lower customer id (fasterLapFirst).
   */
  fastestOf(custIds: readonly number[]): Promise<KeptLap[]>;
}
