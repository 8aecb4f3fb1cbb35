import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** One lap of one car, from the lap chart stored with an event's main race. */
export interface SessionLap {
  /** 1-based (lap 0, the start, is left out). */
  lap: number;
  /** Milliseconds; null when unknown (charts stored before lap times were kept, or iRacing's −1). */
  lapTimeMs: number | null;
  /** Position at the end of the lap; null when unknown. */
  position: number | null;
  /** The session time at which the lap ended, in milliseconds; null when unknown. */
  endsAtMs: number | null;
}

/** A scored session's laps for the drivers asked, by iRacing customer id. */
export interface SessionLaps {
  subsessionId: number;
  /** When the start was taken (lap 0 ended), in milliseconds of session time; null when unknown. */
  startAtMs: number | null;
  drivers: Array<{ custId: number; laps: SessionLap[] }>;
}

/**
 * Offered to other modules (RESULTS.SessionLaps): each lap's time, position and end of given drivers in
 * the event imported as a championship race's scored session, for the stewards. Read from the lap chart
 * kept with the event's main race; null when no event is imported there, and no drivers when it has no
 * lap chart. Published or not: only stewards and admins read it.
 */
export class SessionLapTimes {
  constructor(private readonly deps: { events: Pick<ResultEventRepository, 'findBySession' | 'lapChart'> }) {}

  async lapsOf(carreraId: string, sesion: number, custIds: readonly number[]): Promise<SessionLaps | null> {
    const event = await this.deps.events.findBySession(carreraId, sesion);
    if (!event) return null;
    const wanted = new Set(custIds);
    const chart = await this.deps.events.lapChart(event.id);
    const starts = chart.map((c) => c.lapEnds[0]).filter((t): t is number => typeof t === 'number');
    return {
      subsessionId: event.subsessionId,
      startAtMs: starts.length ? Math.min(...starts) : null,
      drivers: chart
        .filter((c) => wanted.has(c.carId))
        .map((c) => ({
          custId: c.carId,
          laps: c.positions.slice(1).map((position, i) => ({ lap: i + 1, lapTimeMs: c.lapTimes[i + 1] ?? null, position, endsAtMs: c.lapEnds[i + 1] ?? null })),
        })),
    };
  }
}
