import type { GateCategory, LicenceClass } from './entry-gate.js';
import { dayStartInMexicoCity, isCalendarDay, mexicoCityInstant, nextDay } from '../../../contracts/formats.js';

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
  /** Hours after a race's start during which drivers may file incident reports about it. */
  plazoReportesHoras: number;
  /** The iRacing league and season whose sessions are imported into its races by themselves; null when none. */
  iracingLigaId: number | null;
  iracingTemporadaId: number | null;
  /** Hours a place offered from the waiting list stays reserved for the driver (48 unless set). */
  horasParaAceptar: number;
  /** Entries wait for an admin's approval; a paid one is paid after it. */
  requiereAprobacion: boolean;
  /** The most drivers one team may enter; null sets no limit. */
  maxPilotosPorEquipo: number | null;
  /** The most races a driver may sign out of, and miss without notice, before he is flagged to the admins; null: no flag. */
  maxBajas: number | null;
  maxAusencias: number | null;
  /** The licence gate (docs/adr/0037): a category with a class and/or an iRating range; all null asks for nothing. */
  categoriaLicencia: GateCategory | null;
  licenciaMinima: LicenceClass | null;
  iratingMinimo: number | null;
  iratingMaximo: number | null;
  /** Its colour on the stream's overlays ('#rrggbb'); null: the league's theme (docs/adr/0058). */
  color: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The protest window a championship gets unless it says otherwise. */
export const DEFAULT_PLAZO_REPORTES_HORAS = 72;

/** How long an offered place waits for the driver's answer unless the championship says otherwise. */
export const DEFAULT_HORAS_PARA_ACEPTAR = 48;

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
  /**
   * The admin's order of the championship's rounds (1 for the first), which breaks ties between races
   * that start at the same instant; null (or absent) until an admin sets it (docs/adr/0014).
   */
  ordenRonda?: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Converts pesos from the wire to integer cents, rounding the half-cent a float may carry. */
export function pesosToCents(pesos: number): number {
  return Math.round(pesos * 100);
}

export function centsToPesos(cents: number): number {
  return cents / 100;
}

/**
 * The instant a race starts: its calendar day at `horaInicio` (00:00 when none) read in Mexico City,
 * whatever offset the zone had on that day.
 */
export function raceStartInstant(race: Pick<Race, 'fechaInicio' | 'horaInicio'>): Date {
  const key = `${race.fechaInicio.slice(0, 10)}|${race.horaInicio ?? ''}`;
  let ms = starts.get(key);
  if (ms === undefined) {
    ms = mexicoCityInstant(race.fechaInicio, race.horaInicio).getTime();
    // Bounded: a league has a few hundred race slots a year.
    if (starts.size >= 10_000) starts.clear();
    starts.set(key, ms);
  }
  return new Date(ms);
}

// Lists convert hundreds of races, most of them on a handful of days and times.
const starts = new Map<string, number>();

/** What orders races: their start, the admin's round order, their id. */
export type RaceOrderKey = Pick<Race, 'id' | 'fechaInicio' | 'horaInicio' | 'ordenRonda'>;

/**
 * The calendar's order, the rounds' numbers (docs/adr/0014): by start, earliest first; races of the
 * same start by the admin's round order (races without one after those with one), then by id.
 */
export function compareRaces(a: RaceOrderKey, b: RaceOrderKey): number {
  const byStart = raceStartInstant(a).getTime() - raceStartInstant(b).getTime();
  if (byStart !== 0) return byStart;
  const order = (a.ordenRonda ?? Number.MAX_SAFE_INTEGER) - (b.ordenRonda ?? Number.MAX_SAFE_INTEGER);
  if (order !== 0) return order;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Races in the calendar's order (`compareRaces`). */
export function sortRaces<T extends RaceOrderKey>(races: T[]): T[] {
  return races
    .map((race) => ({ race, at: raceStartInstant(race).getTime() }))
    .sort((a, b) => a.at - b.at || compareRaces(a.race, b.race))
    .map((entry) => entry.race);
}

/** The first race whose start is still ahead of `now`, or null. */
export function nextRace<T extends RaceOrderKey>(races: T[], now: Date): T | null {
  return sortRaces(races).find((r) => raceStartInstant(r).getTime() > now.getTime()) ?? null;
}

/** Whether the championship has begun: a start date without a time begins at midnight in Mexico City. */
export function hasStarted(championship: Pick<Championship, 'fechaInicio'>, now: Date): boolean {
  return dayStartInMexicoCity(championship.fechaInicio).getTime() <= now.getTime();
}

/**
 * Enrolment stays open until the championship's `fechaFin`; a date without a time (midnight UTC of
 * that day) means the whole of that last day in Mexico City, so the window closes when the day after
 * it begins there.
 */
export function enrolmentClosesAt(championship: Pick<Championship, 'fechaFin'>): Date {
  const end = championship.fechaFin;
  return isCalendarDay(end) ? mexicoCityInstant(nextDay(new Date(end).toISOString())) : new Date(end);
}

/** When the first of these open enrolments closes (time alone changes their pages then), or null when none is open. */
export function firstEnrolmentClose(open: Array<Pick<Championship, 'fechaFin'>>): Date | null {
  let first: Date | null = null;
  for (const championship of open) {
    const closes = enrolmentClosesAt(championship);
    if (!first || closes.getTime() < first.getTime()) first = closes;
  }
  return first;
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
