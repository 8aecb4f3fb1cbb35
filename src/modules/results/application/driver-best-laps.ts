import type { DriverEventBestLap, ResultEventRepository } from './ports/result-event.repository.port.js';

export type { DriverEventBestLap };

/**
 * Offered to other modules (RESULTS.DriverBestLaps): the lap times of the imported results, for track
 * records. Qualifying and race sessions count (practice and warm-up do not); every event counts,
 * published or not, since only an administrator reads what is made of them.
 */
export class DriverBestLaps {
  constructor(private readonly deps: { events: Pick<ResultEventRepository, 'driversWithLaps' | 'bestLapsOf'> }) {}

  /** Every iRacing customer id holding a lap time in some imported event. */
  drivers(): Promise<number[]> {
    return this.deps.events.driversWithLaps();
  }

  /** The best lap of each of these drivers in each event and car, oldest event first. */
  bestLapsOf(custIds: readonly number[]): Promise<DriverEventBestLap[]> {
    const wanted = custIds.filter((id) => Number.isSafeInteger(id) && id > 0);
    return wanted.length === 0 ? Promise.resolve([]) : this.deps.events.bestLapsOf(wanted);
  }
}
