import type { Clock } from '../../../platform/clock.js';
import { isPublished, QUALIFYING_TYPES, RACE_TYPE, racePhase, type EventResult, type ResultEntry } from '../domain/event-result.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** Which of an event's iRacing sessions a phase is; practice and warm-up are left out. */
export type ScoredPhaseKind = 'qualifying' | 'race';

/** One driver of a team's car in a team event. */
export interface ScoredTeamDriver {
  custId: number;
  displayName: string;
  lapsComplete: number;
  lapsLed: number;
  /** Milliseconds; null when he set no lap time. */
  bestLapTime: number | null;
  incidents: number;
}

/**
 * One row of a phase as the export had it, times in milliseconds, positions 1-based: a driver in a
 * solo event, a team (with its `drivers`) in a team event.
 */
export interface ScoredEntry {
  /** null on a team's row. */
  custId: number | null;
  /** The driver's iRacing name, or the team's name. */
  displayName: string;
  teamId: number | null;
  teamName: string | null;
  carClassId: number;
  carClassName: string;
  carClassShortName: string;
  carId: number;
  carName: string;
  carNumber: string | null;
  /** Overall, 1-based; null when the export has none. */
  startingPosition: number | null;
  finishPosition: number;
  finishPositionInClass: number;
  lapsComplete: number;
  lapsLed: number;
  bestLapTime: number | null;
  bestLapNum: number | null;
  /** Milliseconds behind the overall leader: 0 for him, null when lapped or unknown. */
  interval: number | null;
  /** Milliseconds behind the class leader: 0 for him, null when lapped or unknown. */
  classInterval: number | null;
  /** Laps behind the overall leader (race phases); null in qualifying. */
  lapsDown: number | null;
  /** iRacing's words: 'Running', 'Disconnected' … */
  reasonOut: string;
  incidents: number;
  /** The team's drivers, in a team event; empty otherwise. */
  drivers: ScoredTeamDriver[];
}

export interface ScoredPhase {
  kind: ScoredPhaseKind;
  /** iRacing's name, upper-case: QUALIFY, RACE, HEAT 1, FEATURE … */
  name: string;
  simsessionNumber: number;
  /** The event's main race (FEATURE in a heat event); false on qualifying and heats. */
  main: boolean;
  /** By finishing position. */
  entries: ScoredEntry[];
}

/** One imported event linked to a championship race, as one of its scored sessions. */
export interface ScoredSessionResult {
  eventId: string;
  subsessionId: number;
  carreraId: string;
  /** 1..3 */
  sesion: number;
  sessionName: string;
  startTime: string;
  publishedAt: string;
  /** Whether the public sees it now (one hour after it ended); admins see every event. */
  published: boolean;
  teamEvent: boolean;
  carClasses: { carClassId: number; name: string; shortName: string }[];
  /** Qualifying and race phases, in iRacing's order. */
  phases: ScoredPhase[];
}

/**
 * Offered to other modules (RESULTS.ScoredSessionResults): every imported event linked to the given
 * championship races, with its session number, publication state and rows, read in four statements
 * whatever the number of races. With `publishedOnly`, only the events the public sees now.
 */
export class ScoredSessionResults {
  constructor(private readonly deps: { events: Pick<ResultEventRepository, 'loadLinked'>; clock: Clock }) {}

  async forRaces(carreraIds: readonly string[], options: { publishedOnly?: boolean } = {}): Promise<ScoredSessionResult[]> {
    const ids = [...new Set(carreraIds.filter((id) => typeof id === 'string' && id !== ''))];
    if (ids.length === 0) return [];
    const now = this.deps.clock.now();
    const results = await this.deps.events.loadLinked(ids, options.publishedOnly ? now.toISOString() : undefined);
    return results.map((result) => toScoredSession(result, now)).sort((a, b) => a.startTime.localeCompare(b.startTime) || a.sesion - b.sesion);
  }
}

function toScoredSession(result: EventResult, now: Date): ScoredSessionResult {
  const { event } = result;
  const classes = new Map(result.carClasses.map((c) => [c.carClassId, c]));
  const main = racePhase(result.phases);
  const byPhase = new Map<string, ResultEntry[]>();
  const driversOf = new Map<string, ResultEntry[]>();
  for (const entry of result.entries) {
    if (entry.teamEntryId) driversOf.set(entry.teamEntryId, [...(driversOf.get(entry.teamEntryId) ?? []), entry]);
    else byPhase.set(entry.phaseId, [...(byPhase.get(entry.phaseId) ?? []), entry]);
  }
  const toEntry = (e: ResultEntry): ScoredEntry => {
    const drivers = driversOf.get(e.id) ?? [];
    const team = drivers.length > 0 || (e.custId === null && e.teamId !== null);
    const carClass = classes.get(e.carClassId);
    return {
      custId: e.custId,
      displayName: e.displayName,
      teamId: e.teamId,
      teamName: team ? e.displayName : null,
      carClassId: e.carClassId,
      carClassName: carClass?.name ?? `Clase ${e.carClassId}`,
      carClassShortName: carClass?.shortName ?? carClass?.name ?? `Clase ${e.carClassId}`,
      carId: e.carId,
      carName: e.carName,
      carNumber: e.carNumber,
      startingPosition: e.startingPosition,
      finishPosition: e.finishPosition,
      finishPositionInClass: e.finishPositionInClass,
      lapsComplete: e.lapsComplete,
      lapsLed: e.lapsLed,
      bestLapTime: e.bestLapTime,
      bestLapNum: e.bestLapNum,
      interval: e.interval,
      classInterval: e.classInterval,
      lapsDown: e.lapsDown,
      reasonOut: e.reasonOut,
      incidents: e.incidents,
      drivers: drivers.map((d) => ({
        custId: d.custId!,
        displayName: d.displayName,
        lapsComplete: d.lapsComplete,
        lapsLed: d.lapsLed,
        bestLapTime: d.bestLapTime,
        incidents: d.incidents,
      })),
    };
  };
  const phases: ScoredPhase[] = result.phases
    .filter((p) => p.simsessionType === RACE_TYPE || QUALIFYING_TYPES.includes(p.simsessionType))
    .map((p) => ({
      kind: p.simsessionType === RACE_TYPE ? ('race' as const) : ('qualifying' as const),
      name: p.name,
      simsessionNumber: p.simsessionNumber,
      main: p.id === main?.id,
      entries: (byPhase.get(p.id) ?? []).sort((a, b) => a.finishPosition - b.finishPosition).map(toEntry),
    }));
  return {
    eventId: event.id,
    subsessionId: event.subsessionId,
    carreraId: event.carreraId!,
    sesion: event.sesion ?? 1,
    sessionName: event.sessionName,
    startTime: event.startTime,
    publishedAt: event.publishedAt,
    published: isPublished(event, now),
    teamEvent: driversOf.size > 0,
    carClasses: result.carClasses.map((c) => ({ carClassId: c.carClassId, name: c.name, shortName: c.shortName })),
    phases,
  };
}
