import type { Transaction } from '../../../../platform/transactions.js';
import type { DriverEventBestLap } from './result-event.repository.port.js';

/**
 * Port filled by the composition root (TRACK_RECORDS.KeepImportedLaps): told, inside the transaction
 * that stores or deletes an event, of its drivers' best laps, so what is kept of them follows the
 * results at once and an import that fails changes neither (docs/adr/0062).
 */
export interface BestLapsFollower {
  /** The event was stored, or stored again, with these best laps (eventBestLaps). */
  eventStored(eventId: string, laps: readonly DriverEventBestLap[], trx: Transaction): Promise<void>;
  /** The event was deleted. */
  eventRemoved(eventId: string, trx: Transaction): Promise<void>;
}
