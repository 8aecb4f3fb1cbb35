/**
 * Every date the site takes, read strictly: a calendar day 'YYYY-MM-DD' or an ISO 8601 instant
 * ('2026-03-14T19:00:00Z', '…T19:00:00.000-06:00'), whose day exists (JavaScript reads 30 February
 * as 1 March) and whose year is a plausible one for a sim-racing community. Anything else, the year
 * 275760 included, is no date at all.
 */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The instant `value` names, or null when it is not a plausible ISO date (see above). */
export function parsePlausibleDate(value: string): Date | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (zone && zone.toUpperCase() !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(-2)) > 59)) return null;
  // A bare day is midnight UTC of it, as the API has always kept calendar days.
  const date = match[4] === undefined ? new Date(`${y}-${mo}-${d}T00:00:00.000Z`) : new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether `value` is a plausible date (see parsePlausibleDate). */
export const isPlausibleDate = (value: string): boolean => parsePlausibleDate(value) !== null;

const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})(?:[T ]00:00(?::00(?:\.0{1,9})?)?(?:Z|[+-]00:?00))?$/i;

/**
 * The calendar day `value` names when it is a date without a time: a bare 'YYYY-MM-DD', or the
 * instant a date picker (and the specification's calls) make of one, midnight UTC
 * ('2025-06-14T00:00:00.000Z'). That day is the one the caller wrote, whatever the time zone of the
 * reader. Null for an instant with a time of day, and for anything that is not a plausible date.
 */
export function calendarDayWritten(value: string): string | null {
  const match = MIDNIGHT_UTC.exec(value.trim());
  return match && parsePlausibleDate(value) ? match[1]! : null;
}
