/** A championship as the league runs it. Field names are the specification's; money in cents. */
export interface Championship {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  reglas: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: number;
  precioCentavos: number;
  imagenPortada: string | null;
  premios: Prizes;
  createdAt: string;
  updatedAt: string;
}

export interface Prizes {
  primerPuesto: string;
  segundoPuesto: string;
  tercerPuesto: string;
}

export type RaceState = 'pendiente' | 'activa' | 'finalizada' | 'cancelada';

export interface Race {
  id: string;
  campeonatoId: string;
  circuito: string;
  imgCircuito: string | null;
  /** The race day as midnight UTC. */
  fechaInicio: string;
  /** 'HH:MM' in Mexico City, or null for 00:00 there. */
  horaInicio: string | null;
  hasPractice: boolean;
  practiceDuration: number;
  hasQualy: boolean;
  qualyDuration: number;
  hasRace: boolean;
  raceDuration: number;
  incidents: number;
  clima: string;
  videos: string[];
  estado: RaceState;
  createdAt: string;
  updatedAt: string;
}

export const LEAGUE_TIME_ZONE = 'America/Mexico_City';

/** Converts pesos from the wire to integer cents, rounding the half-cent a float may carry. */
export function pesosToCents(pesos: number): number {
  return Math.round(pesos * 100);
}

export function centsToPesos(cents: number): number {
  return cents / 100;
}

// Building a DateTimeFormat costs far more than using one, and lists convert hundreds of races.
const formats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Minutes `timeZone` is ahead of UTC at `instant` (negative west of Greenwich). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a race starts: its calendar day at `horaInicio` (00:00 when none) read in Mexico City,
 * whatever offset the zone had on that day.
 */
export function raceStartInstant(race: Pick<Race, 'fechaInicio' | 'horaInicio'>, timeZone = LEAGUE_TIME_ZONE): Date {
  const key = `${timeZone}|${race.fechaInicio.slice(0, 10)}|${race.horaInicio ?? ''}`;
  let ms = starts.get(key);
  if (ms === undefined) {
    ms = computeStart(race, timeZone);
    // Bounded: a league has a few hundred race slots a year.
    if (starts.size >= 10_000) starts.clear();
    starts.set(key, ms);
  }
  return new Date(ms);
}

const starts = new Map<string, number>();

function computeStart(race: Pick<Race, 'fechaInicio' | 'horaInicio'>, timeZone: string): number {
  const day = race.fechaInicio.slice(0, 10);
  const [hours, minutes] = (race.horaInicio ?? '00:00').split(':').map(Number);
  const wallClockAsUtc = new Date(`${day}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00.000Z`);
  // Two passes settle the offset even on the day the zone changes it.
  let guess = wallClockAsUtc.getTime() - offsetMinutes(wallClockAsUtc, timeZone) * 60_000;
  guess = wallClockAsUtc.getTime() - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return guess;
}

/** Races by start, earliest first; ties by circuit so the order is stable. */
export function sortRaces<T extends Pick<Race, 'fechaInicio' | 'horaInicio' | 'circuito'>>(races: T[]): T[] {
  return races
    .map((race) => ({ race, at: raceStartInstant(race).getTime() }))
    .sort((a, b) => a.at - b.at || a.race.circuito.localeCompare(b.race.circuito))
    .map((entry) => entry.race);
}

/** The first race whose start is still ahead of `now`, or null. */
export function nextRace<T extends Pick<Race, 'fechaInicio' | 'horaInicio' | 'circuito'>>(races: T[], now: Date): T | null {
  return sortRaces(races).find((r) => raceStartInstant(r).getTime() > now.getTime()) ?? null;
}

export function hasStarted(championship: Pick<Championship, 'fechaInicio'>, now: Date): boolean {
  return new Date(championship.fechaInicio).getTime() <= now.getTime();
}

const DAY_MS = 86_400_000;

/**
 * Enrolment stays open until the championship's `fechaFin`; a date without a time means the whole of
 * that last day, so the window closes when the day after it begins.
 */
export function enrolmentClosesAt(championship: Pick<Championship, 'fechaFin'>): Date {
  const end = new Date(championship.fechaFin);
  const dayOnly = end.getUTCHours() === 0 && end.getUTCMinutes() === 0 && end.getUTCSeconds() === 0 && end.getUTCMilliseconds() === 0;
  return dayOnly ? new Date(end.getTime() + DAY_MS) : end;
}

export function isEnrolmentOpen(championship: Pick<Championship, 'fechaFin'>, now: Date): boolean {
  return now.getTime() < enrolmentClosesAt(championship).getTime();
}

/** A practice or qualifying session counts as held when ticked or given a duration. */
export function normaliseSessions<T extends Partial<Pick<Race, 'hasPractice' | 'practiceDuration' | 'hasQualy' | 'qualyDuration' | 'hasRace' | 'raceDuration'>>>(
  fields: T,
): T {
  const out = { ...fields };
  if (out.practiceDuration !== undefined || out.hasPractice !== undefined) out.hasPractice = Boolean(out.hasPractice) || (out.practiceDuration ?? 0) > 0;
  if (out.qualyDuration !== undefined || out.hasQualy !== undefined) out.hasQualy = Boolean(out.hasQualy) || (out.qualyDuration ?? 0) > 0;
  // The race duration only counts when a race is held.
  if (out.hasRace === false) out.raceDuration = 0;
  return out;
}
