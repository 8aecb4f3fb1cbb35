import { formatTime, isCalendarDay, mexicoCityDay, mexicoCityInstant } from '../../../contracts/formats.js';

const DAY = 86_400_000;
/** A year later on the same weekday: 52 weeks. */
export const YEAR_IN_DAYS = 364;

/** A race day (midnight UTC of its calendar day) a year later on the same weekday; its local time is kept as it is. */
export function raceDayNextYear(fechaInicio: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(fechaInicio)?.[0] ?? fechaInicio;
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + YEAR_IN_DAYS * DAY).toISOString();
}

/**
 * A championship date a year later on the same weekday: a calendar day stays a calendar day; an
 * instant keeps its Mexico City wall-clock time, whatever offset the zone has on either date.
 */
export function dateNextYear(value: string): string {
  if (isCalendarDay(value)) return raceDayNextYear(value);
  const day = raceDayNextYear(mexicoCityDay(value));
  return mexicoCityInstant(day, formatTime(value)).toISOString();
}

/** The next edition's name: the season's year replaced where the name carries it, else added. */
export function nextEditionName(nombre: string, temporada: number): string {
  const next = String(temporada + 1);
  return nombre.includes(String(temporada)) ? nombre.replaceAll(String(temporada), next) : `${nombre} ${next}`.trim();
}
