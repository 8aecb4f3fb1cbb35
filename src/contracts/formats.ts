/**
 * How every date and amount a person reads is written, on the screens, in the CLI, in e-mails and in
 * texts the server composes: one implementation, shared by the server and the web app (which imports
 * src/contracts). Dates are Mexico City's (America/Mexico_City, read through the platform's own time
 * zone data, `Intl`, which follows that zone's history, daylight saving time up to 2022 included);
 * names of months and weekdays are written here, so every runtime spells them alike; money is pesos
 * (MXN) written the es-MX way. No date library: the home page's JavaScript stays small.
 */

export const MEXICO_CITY = 'America/Mexico_City';
export const NOT_SPECIFIED = 'No especificada';
export const INVALID_DATE = 'Fecha inválida';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** What a Mexico City clock and calendar showed at an instant. */
interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

// Numbers only (no names), so the output does not depend on the runtime's locale data. Made on first
// use, not as the module loads: a page that writes no date (sign-in, the calculator) never pays for the
// time zone's data on a phone's first screen.
let mexicoCityClock: Intl.DateTimeFormat | undefined;
const newMexicoCityClock = () => new Intl.DateTimeFormat('en-US', {
  timeZone: MEXICO_CITY,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * Mexico City's offset from UTC (ms) by UTC hour, as `Intl` said it: since 1970 its clocks changed only
 * on whole UTC hours (02:00 local time, 1996 to 2022), so one answer holds for the hour. Writing a date
 * then costs `Intl` once an hour of time instead of once a date (a page of championships writes
 * hundreds). Before 1970, asked every time.
 */
const offsets = new Map<number, number>();
const HOUR_MS = 3_600_000;

/** How far Mexico City's clock was from UTC at an instant, in milliseconds (-6 h, or -5 h in summer time). */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  mexicoCityClock ??= newMexicoCityClock();
  for (const part of mexicoCityClock.formatToParts(new Date(ms))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const offset = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!) - Math.floor(ms / 1000) * 1000;
  if (ms >= 0) {
    if (offsets.size >= 8192) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function wallClock(date: Date): WallClock {
  const wall = new Date(date.getTime() + offsetAt(date.getTime()));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/** The instant Mexico City's clock shows a wall time (given as if it were UTC, in milliseconds). */
function fromWallTime(wallMs: number): Date {
  const offset = offsetAt(wallMs - offsetAt(wallMs));
  const instant = wallMs - offset;
  const actual = offsetAt(instant);
  // A time the clocks skipped when summer time began (02:30 that night) is read on the clock of
  // before the change: the instant that was 03:30 of summer time.
  return new Date(actual === offset ? instant : wallMs - actual);
}

export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/**
 * The instant a calendar day (`2026-03-14`, or that day as midnight UTC, `2026-03-14T00:00:00.000Z`,
 * as race and event days travel) reaches `time` ('HH:MM', 00:00 when none) on Mexico City's clock,
 * whatever offset the zone had that day.
 */
export function mexicoCityInstant(day: string, time?: string | null): Date {
  const match = DAY.exec(day);
  if (!match) return new Date(Number.NaN);
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number);
  return fromWallTime(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hours || 0, minutes || 0));
}

/**
 * When a championship date begins: one sent as a calendar day (midnight UTC of it) begins at midnight
 * Mexico City time that day; one with a time of its own is that instant.
 */
export function dayStartInMexicoCity(value: string): Date {
  return isCalendarDay(value) ? mexicoCityInstant(new Date(value).toISOString()) : new Date(value);
}

/** Whether a date travels as a calendar day: midnight UTC exactly. */
export function isCalendarDay(value: string): boolean {
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) && ms % 86_400_000 === 0;
}

/** The calendar day an instant falls on in Mexico City, 'yyyy-MM-dd': what groups things by day. */
export function mexicoCityDay(value: string | number | Date): string {
  const wall = wallClock(new Date(value));
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The calendar day after `day` ('yyyy-MM-dd' or midnight UTC of it), as 'yyyy-MM-dd'. */
export function nextDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1)).toISOString().slice(0, 10);
}

const MONTH = /^(\d{4})-(\d{2})/;

/** The calendar month an instant falls in in Mexico City, 'yyyy-MM': what groups things by month. */
export function mexicoCityMonth(value: string | number | Date): string {
  const wall = wallClock(new Date(value));
  return `${pad(wall.year, 4)}-${pad(wall.month)}`;
}

/** The `count` months ('yyyy-MM') ending with the one `now` falls in in Mexico City, oldest first. */
export function lastMexicoCityMonths(now: string | number | Date, count: number): string[] {
  const [year, month] = mexicoCityMonth(now).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const index = year * 12 + (month - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The instant a month ('yyyy-MM', or any day of it) begins: midnight of its 1st in Mexico City. */
export function mexicoCityMonthStart(month: string): Date {
  const match = MONTH.exec(month);
  return match ? mexicoCityInstant(`${match[1]}-${match[2]}-01`) : new Date(Number.NaN);
}

/** A month ('yyyy-MM') by name: 'noviembre de 2026', or the short 'nov' (under chart bars). */
export function formatMonth(month: string, options: { short?: boolean } = {}): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return month;
  return options.short ? SHORT_MONTHS[index]! : `${MONTHS[index]} de ${match[1]}`;
}

/** A date as Mexico City lives it, through `write`; the missing and malformed ones in words. */
function written(value: DateInput, write: (wall: WallClock) => string): string {
  const date = toDate(value);
  if (date === undefined) return NOT_SPECIFIED;
  if (date === null) return INVALID_DATE;
  return write(wallClock(date));
}

const dayMonthYear = (wall: WallClock) => `${pad(wall.day)}/${pad(wall.month)}/${pad(wall.year, 4)}`;
const hoursMinutes = (wall: WallClock) => `${pad(wall.hour)}:${pad(wall.minute)}`;

/** dd/mm/yyyy in Mexico City; 'No especificada' when missing, 'Fecha inválida' when malformed. */
export function formatDate(value: DateInput): string {
  return written(value, dayMonthYear);
}

/** The weekday in Spanish, lower case as Spanish writes it: 'domingo'; '' when missing or malformed. */
export function formatWeekday(value: DateInput): string {
  return toDate(value) ? written(value, (wall) => WEEKDAYS[wall.weekday]!) : '';
}

/** 'sábado, 14/03/2026'. */
export function formatDateWithWeekday(value: DateInput): string {
  return toDate(value) ? written(value, (wall) => `${WEEKDAYS[wall.weekday]}, ${dayMonthYear(wall)}`) : formatDate(value);
}

/** 24-hour 'HH:mm' in Mexico City. */
export function formatTime(value: DateInput): string {
  return written(value, hoursMinutes);
}

/** Date and time for lists of records: '14/03/2026 18:30'. */
export function formatDateTime(value: DateInput): string {
  return written(value, (wall) => `${dayMonthYear(wall)} ${hoursMinutes(wall)}`);
}

/** Date and time in words, for e-mails: '1 de marzo de 2026 a las 14:05'. */
export function formatLongDateTime(value: DateInput): string {
  return written(value, (wall) => `${wall.day} de ${MONTHS[wall.month - 1]} de ${wall.year} a las ${hoursMinutes(wall)}`);
}

/** How every deadline names its clock (the product speaks Mexico City time, docs/adr/0011). */
export const MEXICO_TIME_NOTE = 'hora del centro de México';

/**
 * A deadline as every page and e-mail writes it, always with its date, in one wording:
 * '4 de marzo de 2026 a las 23:59 (hora del centro de México)'.
 */
export function formatDeadline(value: DateInput): string {
  return `${formatLongDateTime(value)} (${MEXICO_TIME_NOTE})`;
}

/**
 * A calendar day (a race's, an event's or a championship's `fechaInicio`/`fechaFin`, sent as
 * midnight UTC of that day) as dd/mm/yyyy: the day itself, which is Mexico City's.
 */
export function formatDay(day: string | null | undefined): string {
  return formatDate(day ? mexicoCityInstant(day) : day);
}

/** A calendar day with its weekday: 'sábado, 14/03/2026'. */
export function formatDayWithWeekday(day: string | null | undefined): string {
  return formatDateWithWeekday(day ? mexicoCityInstant(day) : day);
}

// Made on first use, like the clock above.
let pesoFormats: { whole: Intl.NumberFormat; withCentavos: Intl.NumberFormat } | undefined;
const newPesoFormats = () => ({
  whole: new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  withCentavos: new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
});

/**
 * Pesos as es-MX writes them: whole amounts without decimals ('$1,500'), amounts with centavos with
 * both digits ('$750.50'). With `withCode`, the currency follows: '$1,500 MXN' (detail pages).
 */
export function formatMoney(pesos: number, options: { withCode?: boolean } = {}): string {
  const cents = Math.round(pesos * 100);
  pesoFormats ??= newPesoFormats();
  const text = cents % 100 === 0 ? pesoFormats.whole.format(cents / 100) : pesoFormats.withCentavos.format(cents / 100);
  return options.withCode ? `${text} MXN` : text;
}

/**
 * US dollars (a championship may charge in them) written as pesos are, with their code: '$25 USD'
 * (the es-MX currency format would write 'USD 25.00').
 */
export function formatDollars(dollars: number): string {
  return `${formatMoney(dollars)} USD`;
}

/** Integer cents (as money is stored) written as pesos. */
export function formatCents(cents: number, options: { withCode?: boolean } = {}): string {
  return formatMoney(cents / 100, options);
}
