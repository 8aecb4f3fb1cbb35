import { recordKey, type TrackRecord } from './track-record.entity.js';

/**
 * A driver's best lap of an imported event in a car, as track records keep it (docs/adr/0062): the
 * circuit and car as records name them, the time to the millisecond.
 */
export interface KeptLap {
  eventId: string;
  subsessionId: number;
  evento: string;
  /** The circuit as records name it: the track, and its layout when it has one. */
  circuit: string;
  car: string;
  startTime: string;
  custId: number;
  nombreIracing: string;
  lapTimeMs: number;
}

/** A driver's best lap of an event in a car, from imported results, with the account holding his iRacing id. */
export interface MatchedLap {
  subsessionId: number;
  evento: string;
  /** The circuit as records name it: the track, and its layout when it has one. */
  circuit: string;
  car: string;
  startTime: string;
  custId: number;
  nombreIracing: string;
  lapTimeMs: number;
  userId: string;
}

export interface Suggestion {
  id: string;
  lap: MatchedLap;
  /** The stored record it beats, if any. */
  beats: TrackRecord | null;
}

/** A suggestion's id: the lap it is (event, driver, time), so a dismissed one stays dismissed. */
export const suggestionId = (lap: Pick<MatchedLap, 'subsessionId' | 'custId' | 'lapTimeMs'>) => `${lap.subsessionId}-${lap.custId}-${lap.lapTimeMs}`;

/** 'Autodromo Nazionale Monza - Grand Prix'; the track alone when the export names no layout. */
export function circuitName(trackName: string, trackConfig: string | null): string {
  const config = trackConfig?.trim();
  return config ? `${trackName.trim()} - ${config}` : trackName.trim();
}

/** The order laps are offered in within a circuit and car: faster, then the earlier event, then the lower customer id. */
export const fasterLapFirst = (a: Pick<MatchedLap, 'lapTimeMs' | 'startTime' | 'custId' | 'subsessionId'>, b: Pick<MatchedLap, 'lapTimeMs' | 'startTime' | 'custId' | 'subsessionId'>) =>
  a.lapTimeMs - b.lapTimeMs || (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0) || a.custId - b.custId || a.subsessionId - b.subsessionId;

/**
 * For each circuit and car, the fastest lap not dismissed, offered when it beats the standing record
 * (strictly) or when there is none. A tie goes to the earlier event.
 */
export function suggestRecords(laps: readonly MatchedLap[], standing: ReadonlyMap<string, TrackRecord>, dismissed: ReadonlySet<string>): Suggestion[] {
  const fastest = new Map<string, MatchedLap>();
  const ordered = [...laps].sort(fasterLapFirst);
  for (const lap of ordered) {
    if (dismissed.has(suggestionId(lap))) continue;
    const key = recordKey(lap.circuit, lap.car);
    if (!fastest.has(key)) fastest.set(key, lap);
  }
  const suggestions: Suggestion[] = [];
  for (const [key, lap] of fastest) {
    const current = standing.get(key) ?? null;
    if (current && current.lapTimeMs <= lap.lapTimeMs) continue;
    suggestions.push({ id: suggestionId(lap), lap, beats: current });
  }
  return suggestions.sort((a, b) => a.lap.circuit.localeCompare(b.lap.circuit) || a.lap.car.localeCompare(b.lap.car));
}
