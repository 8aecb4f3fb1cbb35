import { QUALIFYING_TYPES, RACE_TYPE, type EventResult } from '../domain/event-result.js';
import type { DriverEventBestLap } from './ports/result-event.repository.port.js';

export type { DriverEventBestLap };

/**
 * The best lap of each driver of an event in each car, handed to track records as the event is stored
 * (RESULTS.BestLapsFollower). Qualifying and race sessions count (practice and warm-up do not); a team's
 * drivers by their own rows; every event counts, published or not, since only an administrator reads
 * what is made of them. Lowest customer id first, then car.
 */
export function eventBestLaps(result: EventResult): DriverEventBestLap[] {
  const counted = new Set(result.phases.filter((p) => p.simsessionType === RACE_TYPE || QUALIFYING_TYPES.includes(p.simsessionType)).map((p) => p.id));
  const { event } = result;
  const best = new Map<string, DriverEventBestLap>();
  for (const row of result.entries) {
    if (!counted.has(row.phaseId) || row.custId === null || !(row.custId > 0) || row.bestLapTime === null || !(row.bestLapTime > 0)) continue;
    const key = `${row.custId}|${row.carName}`;
    const found = best.get(key);
    if (found) {
      found.bestLapTime = Math.min(found.bestLapTime, row.bestLapTime);
      // The name as the rows of the event give it, the same whichever row comes first.
      if (row.displayName > found.displayName) found.displayName = row.displayName;
      continue;
    }
    best.set(key, {
      eventId: event.id,
      subsessionId: event.subsessionId,
      sessionName: event.sessionName,
      trackName: event.trackName,
      trackConfig: event.trackConfig,
      startTime: event.startTime,
      custId: row.custId,
      displayName: row.displayName,
      carName: row.carName,
      bestLapTime: row.bestLapTime,
    });
  }
  return [...best.values()].sort((a, b) => a.custId - b.custId || (a.carName < b.carName ? -1 : a.carName > b.carName ? 1 : 0));
}
