import type { EventResult, ResultCarClass, ResultEntry, ResultEvent, ResultPhase } from './event-result.js';
import { publicationInstant, RACE_TYPE } from './event-result.js';
import { implausibleResult, notAnIracingResult } from './results.errors.js';
import { parsePlausibleDate } from '../../../contracts/plausible-date.js';

/**
 * Reading an iRacing result export (DOMAIN-RULES §5): the bare object of the Data API and of the
 * website (2021–2024), the 2025 `{type: "event_result", data}` envelope, either after a UTF-8
 * byte-order mark. Everything is checked before anything is built, so a bad file is refused whole.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

const PHASE_BY_TYPE: Record<number, string> = { 2: 'PRACTICE', 3: 'PRACTICE', 4: 'QUALIFY', 5: 'QUALIFY', 6: 'RACE' };

/** Decodes the bytes and unwraps the shapes iRacing has used; refuses anything else saying why. */
export function readIracingExport(bytes: Buffer | string): Json {
  let text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notAnIracingResult('El archivo no es JSON válido: exporta el resultado del evento desde iRacing en formato JSON');
  }
  if (Array.isArray(parsed)) {
    const first = parsed.find(isObject);
    if (first && 'lap_number' in first) throw notAnIracingResult('El archivo es una lista de vueltas (lap chart), no el resultado de un evento de iRacing');
    if (first && ('simsession_number' in first || 'results' in first))
      throw notAnIracingResult('El archivo es solo la lista de sesiones (session_results) sin los datos del evento (subsession_id, pista, horario): exporta el resultado completo');
    throw notAnIracingResult('El archivo no es un resultado de iRacing: contiene una lista, no el objeto del resultado del evento');
  }
  if (!isObject(parsed)) throw notAnIracingResult('El archivo no es un resultado de iRacing: no contiene el objeto del resultado del evento');
  let root = parsed;
  if ('type' in root && 'data' in root && !('subsession_id' in root)) {
    if (root.type !== 'event_result') throw notAnIracingResult(`El archivo es de tipo "${String(root.type)}", no un resultado de evento (event_result) de iRacing`);
    if (!isObject(root.data)) throw notAnIracingResult('El archivo de tipo event_result no trae el resultado en "data"');
    root = root.data;
  }
  if ('chunk_info' in root || 'session_info' in root)
    throw notAnIracingResult('El archivo es la información de un gráfico de vueltas (lap chart) de iRacing, no el resultado del evento');
  const missing = ['subsession_id', 'start_time', 'track', 'session_results'].filter((k) => !(k in root));
  if (missing.length === 4 || (missing.includes('subsession_id') && missing.includes('session_results')))
    throw notAnIracingResult(`El archivo no es un resultado de iRacing: le falta ${missing.join(', ')}`);
  if (missing.length) throw notAnIracingResult(`Al resultado de iRacing le falta ${missing.join(', ')}`);
  return root;
}

interface ClassInfo {
  name: string;
  shortName: string;
  carIds: number[];
}

/** The largest id iRacing gives (and the database keeps): a 32-bit integer. */
const MAX_ID = 2_147_483_647;

/** Whether `value` can be an iRacing subsession id: what may be looked up before the export is checked whole. */
export const isPlausibleSubsessionId = (value: unknown): value is number => isInt(value) && value > 0 && value <= MAX_ID;
/** The longest text kept from an export (names of drivers, cars, tracks, series). */
export const MAX_EXPORT_TEXT = 200;

/** Required whole numbers of a row and the range a real export has them in. */
const ROW_INTEGERS: Record<string, [number, number]> = {
  finish_position: [0, 9_999],
  laps_complete: [0, 100_000],
  incidents: [0, 100_000],
  car_id: [0, MAX_ID],
  car_class_id: [0, MAX_ID],
};
/** Optional numbers of a row (-1 means unknown in iRacing's exports): when present, within these bounds. */
const ROW_NUMBERS: Record<string, [number, number]> = {
  cust_id: [1, MAX_ID],
  team_id: [-MAX_ID, MAX_ID],
  finish_position_in_class: [-1, 9_999],
  starting_position: [-1, 9_999],
  laps_lead: [-1, 100_000],
  best_lap_num: [-1, 100_000],
  best_lap_time: [-1, 864_000_000],
  interval: [-864_000_000, 864_000_000],
  class_interval: [-864_000_000, 864_000_000],
  champ_points: [-100_000, 100_000],
  oldi_rating: [-1, 100_000],
  newi_rating: [-1, 100_000],
  old_cpi: [-1, 100_000],
  new_cpi: [-1, 100_000],
};
/** Texts of a row that are kept. */
const ROW_TEXTS = ['display_name', 'car_name', 'car_class_name', 'car_class_short_name', 'reason_out'];

/** The first text among `fields` of `object` longer than kept, as a problem, or null. */
function textProblem(object: Json, fields: string[], where: string): string | null {
  for (const field of fields) {
    const value = object[field];
    if (typeof value === 'string' && value.length > MAX_EXPORT_TEXT) return `${where}: ${field} tiene más de ${MAX_EXPORT_TEXT} caracteres`;
  }
  return null;
}

/** A well-formed row's first value no real export has (a negative place, an id of 300 digits, a 100,000-character name), or null. */
function rowImplausibility(row: Json, where: string): string | null {
  for (const [field, [min, max]] of Object.entries(ROW_INTEGERS)) {
    if ((row[field] as number) < min || (row[field] as number) > max) return `${where}: ${field} (${row[field]}) no es un valor posible`;
  }
  for (const [field, [min, max]] of Object.entries(ROW_NUMBERS)) {
    const value = row[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) return `${where}: ${field} (${String(value).slice(0, 40)}) no es un valor posible`;
  }
  const text = textProblem(row, ROW_TEXTS, where) ?? (isObject(row.livery) ? textProblem(row.livery, ['car_number'], where) : null);
  if (text) return text;
  if (Array.isArray(row.driver_results)) {
    for (const [i, driver] of row.driver_results.entries()) {
      const problem = rowImplausibility(driver as Json, `${where}, piloto ${i + 1}`);
      if (problem) return problem;
    }
  }
  return null;
}

/** Checks one row; answers the first problem found, with where it is. */
function rowProblem(row: unknown, where: string): string | null {
  if (!isObject(row)) return `${where}: no es un objeto`;
  for (const field of Object.keys(ROW_INTEGERS)) {
    if (!isInt(row[field])) return `${where}: falta ${field} o no es un número entero`;
  }
  if (str(row.display_name) === null) return `${where}: falta display_name`;
  if (Array.isArray(row.driver_results)) {
    for (const [i, driver] of row.driver_results.entries()) {
      const problem = rowProblem(driver, `${where}, piloto ${i + 1}`);
      if (problem) return problem;
      if (!isInt((driver as Json).cust_id)) return `${where}, piloto ${i + 1}: falta cust_id`;
    }
  } else if (!isInt(row.cust_id)) {
    return `${where}: falta cust_id (o driver_results en un evento por equipos)`;
  }
  return null;
}

export interface ToEventOptions {
  newId: () => string;
  /** The id the event keeps when it replaces an earlier import. */
  eventId?: string;
  importedAt: string;
  carreraId?: string | null;
  /** The race's scored session (1..3); only with `carreraId`. */
  sesion?: number | null;
}

/** Validates the unwrapped result whole, then builds what is stored. */
export function toEventResult(root: Json, options: ToEventOptions): EventResult {
  const subsessionId = root.subsession_id;
  if (!isInt(subsessionId) || subsessionId <= 0) throw notAnIracingResult('subsession_id debe ser un número entero positivo');
  if (subsessionId > MAX_ID) throw implausibleResult(`subsession_id (${subsessionId}) no es un valor posible`);
  const startTime = str(root.start_time);
  if (!startTime || Number.isNaN(Date.parse(startTime))) throw notAnIracingResult('start_time no es una fecha válida');
  if (!parsePlausibleDate(startTime)) throw implausibleResult(`start_time (${startTime.slice(0, 40)}) no es una fecha posible`);
  const endRaw = str(root.end_time);
  if (endRaw && Number.isNaN(Date.parse(endRaw))) throw notAnIracingResult('end_time no es una fecha válida');
  if (endRaw && !parsePlausibleDate(endRaw)) throw implausibleResult(`end_time (${endRaw.slice(0, 40)}) no es una fecha posible`);
  const track = isObject(root.track) ? root.track : null;
  const trackName = track ? str(track.track_name) : null;
  if (!trackName) throw notAnIracingResult('Al resultado de iRacing le falta track.track_name');
  const rootText =
    textProblem(root, ['session_name', 'league_name', 'league_season_name', 'season_name', 'series_name'], 'El resultado') ??
    textProblem(track!, ['track_name', 'config_name'], 'La pista');
  if (rootText) throw implausibleResult(rootText);
  const sessions = root.session_results;
  if (!Array.isArray(sessions) || sessions.length === 0) throw notAnIracingResult('El resultado no tiene sesiones (session_results está vacío)');

  for (const [i, session] of sessions.entries()) {
    if (!isObject(session)) throw notAnIracingResult(`La sesión ${i + 1} no es un objeto`);
    if (!isInt(session.simsession_number) || !isInt(session.simsession_type))
      throw notAnIracingResult(`La sesión ${i + 1}: falta simsession_number o simsession_type`);
    if (Math.abs(session.simsession_number) > 1_000 || session.simsession_type < 0 || session.simsession_type > 1_000)
      throw implausibleResult(`La sesión ${i + 1}: simsession_number o simsession_type no es un valor posible`);
    const sessionText = textProblem(session, ['simsession_name'], `La sesión ${i + 1}`);
    if (sessionText) throw implausibleResult(sessionText);
    if (!Array.isArray(session.results)) throw notAnIracingResult(`La sesión ${i + 1}: falta la lista results`);
    const name = phaseName(session);
    for (const [j, row] of session.results.entries()) {
      const problem = rowProblem(row, `Sesión ${name}, fila ${j + 1}`);
      if (problem) throw notAnIracingResult(problem);
      const implausible = rowImplausibility(row as Json, `Sesión ${name}, fila ${j + 1}`);
      if (implausible) throw implausibleResult(implausible);
    }
  }
  const numbers = sessions.map((s) => (s as Json).simsession_number);
  if (new Set(numbers).size !== numbers.length) throw notAnIracingResult('El resultado repite un simsession_number');

  const classes = new Map<number, ClassInfo>();
  for (const c of Array.isArray(root.car_classes) ? root.car_classes : []) {
    if (!isObject(c) || !isInt(c.car_class_id)) continue;
    const classText = textProblem(c, ['name', 'short_name'], `La clase ${c.car_class_id}`);
    if (classText) throw implausibleResult(classText);
    const name = str(c.name) ?? str(c.short_name) ?? `Clase ${c.car_class_id}`;
    const carIds = Array.isArray(c.cars_in_class) ? c.cars_in_class.filter(isObject).map((car) => car.car_id).filter(isInt) : [];
    classes.set(c.car_class_id, { name, shortName: str(c.short_name) ?? name, carIds });
  }

  const event: ResultEvent = {
    id: options.eventId ?? options.newId(),
    subsessionId,
    sessionName: str(root.session_name) ?? str(root.series_name) ?? trackName,
    leagueName: str(root.league_name),
    seasonName: str(root.league_season_name) ?? str(root.season_name),
    seriesName: str(root.series_name),
    trackName,
    trackConfig: track && str(track.config_name) && str(track.config_name) !== 'N/A' ? str(track.config_name) : null,
    startTime: new Date(startTime).toISOString(),
    endTime: endRaw ? new Date(endRaw).toISOString() : null,
    publishedAt: publicationInstant(startTime, endRaw),
    carreraId: options.carreraId ?? null,
    sesion: options.carreraId ? (options.sesion ?? 1) : null,
    importedAt: options.importedAt,
    licenseCategoryId: isInt(root.license_category_id) && root.license_category_id > 0 ? root.license_category_id : null,
  };

  const phases: ResultPhase[] = [];
  const entries: ResultEntry[] = [];
  const seenClasses = new Map<number, ResultCarClass>();
  const classOf = (row: Json): ResultCarClass => {
    const id = row.car_class_id as number;
    let known = seenClasses.get(id);
    if (!known) {
      const info = classes.get(id);
      const name = info?.name ?? str(row.car_class_name) ?? str(row.car_class_short_name) ?? `Clase ${id}`;
      known = { eventId: event.id, carClassId: id, name, shortName: info?.shortName ?? str(row.car_class_short_name) ?? name };
      seenClasses.set(id, known);
    }
    return known;
  };
  // 2021 exports carry no car_name: the class listing that car (or the row's class) names it.
  const carNameOf = (row: Json): string => {
    const direct = str(row.car_name);
    if (direct) return direct;
    for (const info of classes.values()) if (info.carIds.includes(row.car_id as number) && info.carIds.length === 1) return info.name;
    return classOf(row).name;
  };

  const ordered = [...(sessions as Json[])].sort((a, b) => (a.simsession_number as number) - (b.simsession_number as number));
  for (const session of ordered) {
    const phase: ResultPhase = {
      id: options.newId(),
      eventId: event.id,
      simsessionNumber: session.simsession_number as number,
      simsessionType: session.simsession_type as number,
      name: phaseName(session),
    };
    phases.push(phase);
    const rows = (session.results as Json[]).slice().sort((a, b) => (a.finish_position as number) - (b.finish_position as number));
    const isRace = phase.simsessionType === RACE_TYPE;
    const leaderLaps = rows.length ? (rows[0].laps_complete as number) : 0;
    const classRank = classPositions(rows);
    for (const row of rows) {
      const base = entryOf(row, { event, phase, isRace, leaderLaps, classRank, carName: carNameOf(row), newId: options.newId });
      classOf(row);
      if (Array.isArray(row.driver_results)) {
        const drivers = row.driver_results as Json[];
        const team: ResultEntry = { ...base, custId: null, teamId: intOrNull(row.team_id), driverNames: drivers.map((d) => str(d.display_name)).join(' / ') };
        entries.push(team);
        for (const driver of drivers) {
          entries.push({
            ...entryOf(driver, { event, phase, isRace, leaderLaps, classRank, carName: carNameOf(driver), newId: options.newId }),
            // A driver's place is the team's: iRacing repeats it on driver rows, but not in every era.
            finishPosition: team.finishPosition,
            finishPositionInClass: team.finishPositionInClass,
            interval: team.interval,
            classInterval: team.classInterval,
            lapsDown: team.lapsDown,
            teamEntryId: team.id,
            teamId: team.teamId,
            driverNames: null,
          });
        }
      } else {
        entries.push(base);
      }
    }
  }
  // Classes in the order the export lists them, then any only seen on rows.
  const carClasses = [...classes.keys()].filter((id) => seenClasses.has(id)).map((id) => seenClasses.get(id)!);
  for (const [id, c] of seenClasses) if (!classes.has(id)) carClasses.push(c);
  for (const [id, info] of classes) if (!seenClasses.has(id)) carClasses.push({ eventId: event.id, carClassId: id, name: info.name, shortName: info.shortName });
  return { event, phases, carClasses, entries };
}

function phaseName(session: Json): string {
  return (str(session.simsession_name) ?? PHASE_BY_TYPE[session.simsession_type as number] ?? `SESIÓN ${session.simsession_number}`).toUpperCase();
}

const intOrNull = (v: unknown): number | null => (isInt(v) ? v : null);
const known = (v: unknown): number | null => (isNum(v) && v !== -1 ? v : null);
/**
 * iRacing's times are in ten-thousandths of a second; kept whole as milliseconds with one decimal
 * (90_0001 → 90000.1), so two laps 0.0001 s apart never tie (docs/adr/0008).
 */
const tenThousandthsToMs = (v: unknown): number | null => (isNum(v) && v > 0 ? Math.round(v) / 10 : null);

/** Class positions as the export gives them, else counted from the overall order. */
function classPositions(rows: Json[]): Map<Json, number> {
  const counters = new Map<number, number>();
  const rank = new Map<Json, number>();
  for (const row of rows) {
    const cls = row.car_class_id as number;
    const next = (counters.get(cls) ?? 0) + 1;
    counters.set(cls, next);
    rank.set(row, isInt(row.finish_position_in_class) && row.finish_position_in_class >= 0 ? row.finish_position_in_class + 1 : next);
  }
  return rank;
}

function entryOf(
  row: Json,
  ctx: { event: ResultEvent; phase: ResultPhase; isRace: boolean; leaderLaps: number; classRank: Map<Json, number>; carName: string; newId: () => string },
): ResultEntry {
  const finishPosition = (row.finish_position as number) + 1;
  const finishPositionInClass = ctx.classRank.get(row) ?? (isInt(row.finish_position_in_class) ? row.finish_position_in_class + 1 : finishPosition);
  const interval = finishPosition === 1 ? 0 : tenThousandthsToMs(row.interval);
  const classInterval = finishPositionInClass === 1 ? 0 : tenThousandthsToMs(row.class_interval);
  const laps = row.laps_complete as number;
  const livery = isObject(row.livery) ? row.livery : {};
  const bestLap = tenThousandthsToMs(row.best_lap_time);
  return {
    id: ctx.newId(),
    eventId: ctx.event.id,
    phaseId: ctx.phase.id,
    teamEntryId: null,
    custId: intOrNull(row.cust_id),
    teamId: intOrNull(row.team_id),
    displayName: str(row.display_name)!,
    driverNames: null,
    finishPosition,
    finishPositionInClass,
    startingPosition: isInt(row.starting_position) && row.starting_position >= 0 ? row.starting_position + 1 : null,
    lapsComplete: laps,
    lapsLed: isInt(row.laps_lead) && row.laps_lead > 0 ? row.laps_lead : 0,
    incidents: row.incidents as number,
    bestLapTime: bestLap,
    bestLapNum: bestLap !== null && isInt(row.best_lap_num) && row.best_lap_num >= 0 ? row.best_lap_num : null,
    interval,
    classInterval,
    lapsDown: ctx.isRace ? Math.max(0, ctx.leaderLaps - laps) : null,
    reasonOut: str(row.reason_out) ?? '',
    carId: row.car_id as number,
    carName: ctx.carName,
    carClassId: row.car_class_id as number,
    carNumber: str(livery.car_number) ?? (isInt(livery.car_number) ? String(livery.car_number) : null),
    champPoints: isNum(row.champ_points) ? row.champ_points : 0,
    oldIrating: known(row.oldi_rating),
    newIrating: known(row.newi_rating),
    oldCpi: known(row.old_cpi),
    newCpi: known(row.new_cpi),
    newLicenseLevel: isInt(row.new_license_level) && row.new_license_level > 0 ? row.new_license_level : null,
    newSubLevel: isInt(row.new_sub_level) && row.new_sub_level >= 0 ? row.new_sub_level : null,
  };
}
