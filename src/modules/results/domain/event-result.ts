/**
 * An imported iRacing result as the product keeps it: times already in milliseconds, positions
 * 1-based, "unknown" (−1 in the export) as null. Field names are English in code; the wire names are
 * chosen by the views in analyses.ts.
 */

export interface ResultEvent {
  id: string;
  subsessionId: number;
  /** The name shown: session_name, else series_name, else the track name. */
  sessionName: string;
  leagueName: string | null;
  seasonName: string | null;
  seriesName: string | null;
  trackName: string;
  /** null when the export says "N/A". */
  trackConfig: string | null;
  startTime: string;
  endTime: string | null;
  /** One hour after the end (else the start): from then on everybody sees the event. */
  publishedAt: string;
  /** The championship race this event counts for, when an admin linked one. */
  carreraId: string | null;
  /** Which scored session of that race (1..3) this event is; null when not linked to a race. */
  sesion: number | null;
  importedAt: string;
  /** iRacing's licence category of the session (`license_category_id`: 1 oval, 2 road, 3 dirt oval, 4 dirt road, 5 sports car, 6 formula car); null when unknown. */
  licenseCategoryId?: number | null;
}

export interface ResultPhase {
  id: string;
  eventId: string;
  simsessionNumber: number;
  simsessionType: number;
  /** Upper-case: PRACTICE, QUALIFY, RACE, HEAT 1, FEATURE … */
  name: string;
}

export interface ResultCarClass {
  eventId: string;
  carClassId: number;
  name: string;
  shortName: string;
}

/**
 * One row of a phase: a driver of a solo event, a team of a team event, or (with `teamEntryId` set)
 * one driver of such a team.
 */
export interface ResultEntry {
  id: string;
  eventId: string;
  phaseId: string;
  teamEntryId: string | null;
  custId: number | null;
  teamId: number | null;
  displayName: string;
  /** A team's drivers joined by " / "; null on driver rows. */
  driverNames: string | null;
  finishPosition: number;
  finishPositionInClass: number;
  /** 1-based; null when the export has none (−1). */
  startingPosition: number | null;
  lapsComplete: number;
  lapsLed: number;
  incidents: number;
  bestLapTime: number | null;
  bestLapNum: number | null;
  /** Milliseconds behind the overall leader; 0 for the leader, null when lapped or unknown. */
  interval: number | null;
  /** Milliseconds behind the class leader; 0 for the class leader, null when lapped or unknown. */
  classInterval: number | null;
  /** Laps behind the leader in a race session; null in other sessions. */
  lapsDown: number | null;
  reasonOut: string;
  carId: number;
  carName: string;
  carClassId: number;
  carNumber: string | null;
  champPoints: number;
  oldIrating: number | null;
  newIrating: number | null;
  oldCpi: number | null;
  newCpi: number | null;
  /** The driver's licence after the session in its category (`new_license_level`, 1–4 R … 21+ Pro) and safety rating ×100 (`new_sub_level`); null when unknown. */
  newLicenseLevel?: number | null;
  newSubLevel?: number | null;
}

/** Everything stored for one event. */
export interface EventResult {
  event: ResultEvent;
  phases: ResultPhase[];
  carClasses: ResultCarClass[];
  entries: ResultEntry[];
}

/** The instant from which an event is public: one hour after it ended (or started). */
export function publicationInstant(startTime: string, endTime: string | null): string {
  return new Date(new Date(endTime ?? startTime).getTime() + 60 * 60 * 1000).toISOString();
}

export function isPublished(event: Pick<ResultEvent, 'publishedAt'>, now: Date): boolean {
  return new Date(event.publishedAt).getTime() <= now.getTime();
}

export const RACE_TYPE = 6;
export const QUALIFYING_TYPES = [4, 5];

/** The main event: the session numbered 0 of type race, else the last race session. */
export function racePhase(phases: ResultPhase[]): ResultPhase | undefined {
  const main = phases.find((p) => p.simsessionNumber === 0 && p.simsessionType === RACE_TYPE);
  if (main) return main;
  const races = phases.filter((p) => p.simsessionType === RACE_TYPE).sort((a, b) => a.simsessionNumber - b.simsessionNumber);
  return races[races.length - 1];
}
