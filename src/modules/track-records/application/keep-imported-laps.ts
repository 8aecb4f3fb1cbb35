import type { Transaction } from '../../../platform/transactions.js';
import { circuitName, type KeptLap } from '../domain/suggestions.js';
import type { KeptLaps } from './ports/kept-laps.port.js';
import type { ImportedLap } from './ports/sources.port.js';

/** A lap as records name it: circuit and layout, the car trimmed, the time to the millisecond. */
export function keptLap(lap: ImportedLap): KeptLap {
  return {
    eventId: lap.eventId,
    subsessionId: lap.subsessionId,
    evento: lap.sessionName,
    circuit: circuitName(lap.trackName, lap.trackConfig),
    car: lap.carName.trim(),
    // ISO with milliseconds, as laps compare by it.
    startTime: new Date(lap.startTime).toISOString(),
    custId: lap.custId,
    nombreIracing: lap.displayName,
    // Records are kept to the millisecond (their form writes m:ss.mmm); results keep tenths of one.
    lapTimeMs: Math.round(lap.bestLapTime),
  };
}

/**
 * Offered to results (TRACK_RECORDS.KeepImportedLaps), called inside the transaction that stores or
 * removes an event: the drivers' best laps the suggestions are made of follow the results at once, and
 * an import that fails leaves them as they were (docs/adr/0062).
 */
export class KeepImportedLaps {
  constructor(private readonly deps: { laps: KeptLaps }) {}

  /** The event was stored (or stored again) with these best laps. */
  eventStored(eventId: string, laps: readonly ImportedLap[], trx?: Transaction): Promise<void> {
    return this.deps.laps.replaceEvent(eventId, laps.filter((l) => l.eventId === eventId).map(keptLap), trx);
  }

  /** The event was deleted: its laps are offered no more. */
  eventRemoved(eventId: string, trx?: Transaction): Promise<void> {
    return this.deps.laps.replaceEvent(eventId, [], trx);
  }
}
