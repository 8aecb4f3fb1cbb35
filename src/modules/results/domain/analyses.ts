import type { EventResult, ResultCarClass, ResultEntry, ResultEvent, ResultPhase } from './event-result.js';
import { QUALIFYING_TYPES, racePhase } from './event-result.js';
import { carClassNotFound, driverNotFound, phaseNotFound } from './results.errors.js';

/**
 * The analyses of DOMAIN-RULES §5, as pure functions of a stored event. Rows carry the wire names of
 * specification 2 §3; positions are 1-based, times in milliseconds, unknown values null.
 */

export const RATING_SORTS = ['irating_change', 'cpi_change'] as const;
export type RatingSort = (typeof RATING_SORTS)[number];

const byName = (a: { driver_display_name: string }, b: { driver_display_name: string }) => a.driver_display_name.localeCompare(b.driver_display_name, 'es');

/** Top-level rows: drivers of solo events, teams of team events. */
const topLevel = (entries: ResultEntry[]) => entries.filter((e) => e.teamEntryId === null);
/** Rows of people: solo drivers and each driver of a team. */
const driverRows = (entries: ResultEntry[]) => entries.filter((e) => e.custId !== null);
const isTeam = (e: ResultEntry) => e.teamEntryId === null && e.custId === null;
/** Who an entry is across phases: the driver, or the team. */
const participantKey = (e: ResultEntry) => (e.custId !== null && e.teamEntryId === null ? `c${e.custId}` : `t${e.teamId ?? e.displayName}`);
const inPhase = (entries: ResultEntry[], phase: ResultPhase | undefined) => (phase ? entries.filter((e) => e.phaseId === phase.id) : []);
const byFinish = (a: ResultEntry, b: ResultEntry) => a.finishPosition - b.finishPosition;

function classMap(result: EventResult): Map<number, ResultCarClass> {
  return new Map(result.carClasses.map((c) => [c.carClassId, c]));
}

/** Who, in which car: the columns every analysis row starts with. */
function identity(e: ResultEntry, classes: Map<number, ResultCarClass>) {
  const cls = classes.get(e.carClassId);
  return {
    driver_display_name: e.displayName,
    nombreEquipo: isTeam(e) ? e.displayName : null,
    nombrePiloto: e.driverNames ?? e.displayName,
    cust_id: e.custId,
    team_id: e.teamId,
    car_name: e.carName,
    car_number: e.carNumber,
    car_class_id: e.carClassId,
    car_class_short_name: cls?.shortName ?? null,
  };
}

/** Which stored rows an analysis reads: some phases only, and entries without their team's drivers. */
export interface RowsRead {
  phaseIds?: string[];
  entriesOnly?: boolean;
}

/**
 * What an analysis reads, so a race analysis of a long team event does not load its practice,
 * its qualifying or, unless it is about drivers, the rows of every team's drivers.
 */
export function rowsRead(analysis: string, phases: ResultPhase[], phaseName?: string): RowsRead {
  const race = racePhase(phases);
  const raceOnly = race ? [race.id] : [];
  switch (analysis) {
    case 'phase-results': {
      const wanted = phaseName?.trim().toUpperCase();
      return { phaseIds: phases.filter((p) => p.name === wanted).map((p) => p.id), entriesOnly: true };
    }
    case 'hardchargers':
    case 'incident-ratio-ranking':
    case 'laps-led-ranking':
    case 'class-standings':
    case 'podium':
      return { phaseIds: raceOnly, entriesOnly: true };
    case 'rating-changes':
      return { phaseIds: raceOnly };
    case 'driver-performance':
      return {};
    default:
      return { entriesOnly: true };
  }
}

export function eventSummary(event: ResultEvent, phases: ResultPhase[], carClasses: ResultCarClass[], now: Date) {
  return {
    id: event.id,
    _id: event.id,
    subsession_id: event.subsessionId,
    session_name: event.sessionName,
    league_name: event.leagueName,
    season_name: event.seasonName,
    series_name: event.seriesName,
    track_name: event.trackName,
    track_config: event.trackConfig,
    event_date: event.startTime,
    end_time: event.endTime,
    published_at: event.publishedAt,
    published: new Date(event.publishedAt).getTime() <= now.getTime(),
    carreraId: event.carreraId,
    sesion: event.sesion,
    imported_at: event.importedAt,
    phases_count: phases.length,
    phases: phases.map((p) => ({ simsession_name: p.name, simsession_number: p.simsessionNumber, simsession_type: p.simsessionType })),
    session_car_classes: carClasses.map((c) => ({ car_class_id: c.carClassId, name: c.name, short_name: c.shortName })),
  };
}
export type EventSummary = ReturnType<typeof eventSummary>;

export function findPhase(result: EventResult, name: string): ResultPhase {
  const wanted = name.trim().toUpperCase();
  const phase = result.phases.find((p) => p.name === wanted);
  if (!phase) throw phaseNotFound(wanted);
  return phase;
}

/** A phase's rows by finish position; team events list teams. */
export function phaseResults(result: EventResult, phaseName: string) {
  const phase = findPhase(result, phaseName);
  const classes = classMap(result);
  const results = topLevel(inPhase(result.entries, phase))
    .sort(byFinish)
    .map((e) => ({
      position: e.finishPosition,
      position_in_class: e.finishPositionInClass,
      nombrePiloto: e.driverNames ?? e.displayName,
      nombreEquipo: isTeam(e) ? e.displayName : null,
      carId: e.carId,
      car_name: e.carName,
      car_number: e.carNumber,
      car_class_id: e.carClassId,
      categoriaAuto: classes.get(e.carClassId)?.shortName ?? null,
      starting_position: e.startingPosition,
      bestLapTime: e.bestLapTime,
      bestLapNum: e.bestLapNum,
      vueltasDadas: e.lapsComplete,
      laps_led: e.lapsLed,
      incidencias: e.incidents,
      interval: e.interval,
      vueltasPerdidas: e.lapsDown,
      points_earned: e.champPoints,
      reason_out: e.reasonOut,
      cust_id_individual: e.custId,
      team_id: e.teamId,
      participant_id: e.custId !== null ? String(e.custId) : e.teamId !== null ? String(e.teamId) : e.id,
    }));
  return { phase: phase.name, results };
}
export type PhaseResultRow = ReturnType<typeof phaseResults>['results'][number];

/** Every phase in order, and in each every entry with a valid lap, fastest first. */
export function bestLaps(result: EventResult) {
  const classes = classMap(result);
  return result.phases.flatMap((phase) =>
    topLevel(inPhase(result.entries, phase))
      .filter((e) => e.bestLapTime !== null)
      .sort((a, b) => a.bestLapTime! - b.bestLapTime! || a.finishPosition - b.finishPosition)
      .map((e) => ({ phase_name: phase.name, best_lap_time: e.bestLapTime!, lap_number: e.bestLapNum, ...identity(e, classes) })),
  );
}

/** Race entries that started somewhere and finished higher: most places gained first, then the better finish. */
export function hardChargers(result: EventResult) {
  const classes = classMap(result);
  return topLevel(inPhase(result.entries, racePhase(result.phases)))
    .filter((e) => e.startingPosition !== null && e.startingPosition - e.finishPosition > 0)
    .map((e) => ({
      ...identity(e, classes),
      starting_position: e.startingPosition!,
      finish_position: e.finishPosition,
      positions_gained: e.startingPosition! - e.finishPosition,
    }))
    .sort((a, b) => b.positions_gained - a.positions_gained || a.finish_position - b.finish_position);
}

/** The last qualifying before the race, joined to the race by entry; empty without qualifying. */
export function qualyVsRace(result: EventResult) {
  const race = racePhase(result.phases);
  if (!race) return [];
  const qualy = result.phases
    .filter((p) => QUALIFYING_TYPES.includes(p.simsessionType) && p.simsessionNumber < race.simsessionNumber)
    .sort((a, b) => a.simsessionNumber - b.simsessionNumber)
    .pop();
  if (!qualy) return [];
  const classes = classMap(result);
  const qualified = new Map(topLevel(inPhase(result.entries, qualy)).map((e) => [participantKey(e), e]));
  return topLevel(inPhase(result.entries, race))
    .sort(byFinish)
    .flatMap((e) => {
      const q = qualified.get(participantKey(e));
      if (!q) return [];
      return [
        {
          ...identity(e, classes),
          qualy_phase_name: qualy.name,
          qualy_position: q.finishPosition,
          qualy_position_in_class: q.finishPositionInClass,
          best_qual_lap_time: q.bestLapTime,
          race_start_position: e.startingPosition,
          race_finish_position: e.finishPosition,
          race_finish_position_in_class: e.finishPositionInClass,
          positions_gained_lost: q.finishPosition - e.finishPosition,
          positions_gained_lost_in_class: q.finishPositionInClass - e.finishPositionInClass,
        },
      ];
    });
}

/** Incidents over every phase per entry, with the breakdown; most first, ties by name. */
export function incidentRanking(result: EventResult) {
  const classes = classMap(result);
  const phaseOrder = new Map(result.phases.map((p, i) => [p.id, i]));
  const phaseName = new Map(result.phases.map((p) => [p.id, p.name]));
  const byParticipant = new Map<string, ResultEntry[]>();
  for (const e of topLevel(result.entries)) {
    const key = participantKey(e);
    byParticipant.set(key, [...(byParticipant.get(key) ?? []), e]);
  }
  return [...byParticipant.values()]
    .map((rows) => {
      rows.sort((a, b) => phaseOrder.get(a.phaseId)! - phaseOrder.get(b.phaseId)!);
      // The latest phase names the entry (the race, where the car and class are final).
      const last = rows[rows.length - 1];
      return {
        ...identity(last, classes),
        total_incidents: rows.reduce((sum, r) => sum + r.incidents, 0),
        incidents_by_phase: rows.map((r) => ({ phase_name: phaseName.get(r.phaseId)!, incidents: r.incidents })),
      };
    })
    .sort((a, b) => b.total_incidents - a.total_incidents || byName(a, b));
}

/** Race incidents per lap completed, for entries with a lap; highest first, ties by name. */
export function incidentRatioRanking(result: EventResult) {
  const classes = classMap(result);
  return topLevel(inPhase(result.entries, racePhase(result.phases)))
    .filter((e) => e.lapsComplete >= 1)
    .map((e) => ({
      ...identity(e, classes),
      finish_position: e.finishPosition,
      total_incidents_race: e.incidents,
      laps_complete_race: e.lapsComplete,
      incidents_per_lap_race: e.incidents / e.lapsComplete,
    }))
    .sort((a, b) => b.incidents_per_lap_race - a.incidents_per_lap_race || byName(a, b));
}

/** Race entries that led a lap: most first, then the better finish. */
export function lapsLedRanking(result: EventResult) {
  const classes = classMap(result);
  return topLevel(inPhase(result.entries, racePhase(result.phases)))
    .filter((e) => e.lapsLed > 0)
    .map((e) => ({ ...identity(e, classes), finish_position: e.finishPosition, laps_led: e.lapsLed }))
    .sort((a, b) => b.laps_led - a.laps_led || a.finish_position - b.finish_position);
}

/** One driver's car, start, finish, laps, incidents and points in each phase they drove. */
export function driverPerformance(result: EventResult, custId: number) {
  const rows = driverRows(result.entries).filter((e) => e.custId === custId);
  if (rows.length === 0) throw driverNotFound();
  const teams = new Map(result.entries.filter(isTeam).map((t) => [t.id, t]));
  const classes = classMap(result);
  const phases = result.phases.flatMap((phase) => {
    const e = rows.find((r) => r.phaseId === phase.id);
    if (!e) return [];
    return [
      {
        phase_name: phase.name,
        car_name: e.carName,
        car_number: e.carNumber,
        car_class_short_name: classes.get(e.carClassId)?.shortName ?? null,
        nombreEquipo: e.teamEntryId ? (teams.get(e.teamEntryId)?.displayName ?? null) : null,
        start: e.startingPosition,
        finish: e.finishPosition,
        finish_in_class: e.finishPositionInClass,
        laps: e.lapsComplete,
        incidents: e.incidents,
        best_lap_time: e.bestLapTime,
        points: e.champPoints,
      },
    ];
  });
  return { driver_display_name: rows[rows.length - 1].displayName, cust_id: custId, phases };
}

/** Race entries of one class by class position, with the gap to the class leader. */
export function classStandings(result: EventResult, carClassId: number) {
  const classes = classMap(result);
  const cls = classes.get(carClassId);
  if (!cls) throw carClassNotFound();
  const race = racePhase(result.phases);
  const standings = topLevel(inPhase(result.entries, race))
    .filter((e) => e.carClassId === carClassId)
    .sort((a, b) => a.finishPositionInClass - b.finishPositionInClass || byFinish(a, b))
    .map((e) => ({
      ...identity(e, classes),
      finish_position_in_class: e.finishPositionInClass,
      overall_finish_position: e.finishPosition,
      laps_complete: e.lapsComplete,
      interval_to_class_leader: e.classInterval,
    }));
  return { car_class_name: cls.name, car_class_short_name: cls.shortName, car_class_id: cls.carClassId, race_phase_name: race?.name ?? null, standings };
}

const change = (from: number | null, to: number | null) => (from === null || to === null ? null : to - from);

/** Per driver of the race (each driver of each team), old and new ratings; unknown values sort last. */
export function ratingChanges(result: EventResult, sortBy: RatingSort = 'irating_change') {
  const classes = classMap(result);
  const teams = new Map(result.entries.filter(isTeam).map((t) => [t.id, t]));
  const rows = driverRows(inPhase(result.entries, racePhase(result.phases))).map((e) => ({
    ...identity(e, classes),
    nombreEquipo: e.teamEntryId ? (teams.get(e.teamEntryId)?.displayName ?? null) : null,
    finish_position: e.finishPosition,
    old_irating: e.oldIrating,
    new_irating: e.newIrating,
    irating_change: change(e.oldIrating, e.newIrating),
    old_cpi: e.oldCpi,
    new_cpi: e.newCpi,
    cpi_change: change(e.oldCpi, e.newCpi),
  }));
  return rows.sort((a, b) => {
    const x = a[sortBy];
    const y = b[sortBy];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return y - x || byName(a, b);
  });
}

/** The first three of the race in each class, for the home page podium. */
export function podium(result: EventResult) {
  const race = racePhase(result.phases);
  const entries = topLevel(inPhase(result.entries, race));
  const classes = result.carClasses.flatMap((cls) => {
    const winners = entries
      .filter((e) => e.carClassId === cls.carClassId)
      .sort((a, b) => a.finishPositionInClass - b.finishPositionInClass || byFinish(a, b))
      .slice(0, 3)
      .map((e) => ({
        position_in_class: e.finishPositionInClass,
        position: e.finishPosition,
        nombrePiloto: e.driverNames ?? e.displayName,
        nombreEquipo: isTeam(e) ? e.displayName : null,
        cust_id: e.custId,
        car_name: e.carName,
        car_number: e.carNumber,
        track_name: result.event.trackName,
        fastest_lap: e.bestLapTime,
        incidents: e.incidents,
      }));
    return winners.length ? [{ car_class_id: cls.carClassId, name: cls.name, short_name: cls.shortName, track_name: result.event.trackName, winners }] : [];
  });
  return classes;
}
