/**
 * Every number, date and time the screens show goes through here, with Intl only, so formats stay
 * the same everywhere: es-MX, pesos, dd/mm/yyyy, Spanish weekdays, Mexico City time for countdowns.
 */

export const MEXICO_CITY = 'America/Mexico_City';
export const NOT_SPECIFIED = 'No especificada';
export const INVALID_DATE = 'Fecha inválida';

const wholePesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCentavos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integerFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/**
 * `$1,500` (cards) or, with `withCode`, `$1,500 MXN` (detail pages); an amount with centavos always
 * shows both decimals (`$1,499.50`).
 */
export function formatMoney(amount: number, options: { withCode?: boolean } = {}): string {
  const text = (Number.isInteger(Math.round(amount * 100) / 100) ? wholePesos : withCentavos).format(amount);
  return options.withCode ? `${text} MXN` : text;
}

export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('es-MX', { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

interface DateOptions {
  /** Race and event dates are calendar days stored as midnight UTC, so they are read in UTC. */
  timeZone?: string;
}

/** dd/mm/yyyy; 'No especificada' when missing, 'Fecha inválida' when malformed. */
export function formatDate(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (date === undefined) return NOT_SPECIFIED;
  if (date === null) return INVALID_DATE;
  const parts = dateFormat(options.timeZone ?? MEXICO_CITY, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** 'sábado, 14/03/2026'. */
export function formatDateWithWeekday(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (date === undefined) return NOT_SPECIFIED;
  if (date === null) return INVALID_DATE;
  return `${formatWeekday(date, options)}, ${formatDate(date, options)}`;
}

/** The weekday name in Spanish, lower case as Spanish writes it: 'domingo'. */
export function formatWeekday(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(options.timeZone ?? MEXICO_CITY, { weekday: 'long' }).format(date);
}

/** 24-hour 'HH:MM'. */
export function formatTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (date === undefined) return NOT_SPECIFIED;
  if (date === null) return INVALID_DATE;
  return dateFormat(options.timeZone ?? MEXICO_CITY, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

/** Date and time for lists of records: '14/03/2026 18:30'. */
export function formatDateTime(value: DateInput, options: DateOptions = {}): string {
  const date = toDate(value);
  if (date === undefined) return NOT_SPECIFIED;
  if (date === null) return INVALID_DATE;
  return `${formatDate(date, options)} ${formatTime(date, options)}`;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Lap time from milliseconds: 'm:ss.mmm'. */
export function formatLapTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  const total = Math.round(ms);
  const minutes = Math.floor(total / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  return `${minutes}:${pad(seconds)}.${pad(total % 1000, 3)}`;
}

/** Interval to the leader from milliseconds: seconds with 3 decimals, or 'LAP' when 0 and not first. */
export function formatInterval(ms: number | null | undefined, options: { isLeader?: boolean } = {}): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  if (ms === 0 && !options.isLeader) return 'LAP';
  return (ms / 1000).toFixed(3);
}

export const formatRatio = (value: number) => value.toFixed(4);
export const formatCpi = (value: number) => value.toFixed(5);

/** A duration in seconds as 'h:mm:ss', or 'm:ss' under an hour. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** What is left until `target`, whole units, never negative. */
export function countdownParts(target: Date | number, now: Date | number = Date.now()): CountdownParts {
  const left = Math.max(0, Number(target) - Number(now));
  const seconds = Math.floor(left / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
    done: left === 0,
  };
}

/** Initials for an avatar without a photo: 'Ana Ruiz' → 'AR'. */
export function initialsOf(nombre?: string | null, apellido?: string | null): string {
  return `${nombre?.trim()[0] ?? ''}${apellido?.trim()[0] ?? ''}`.toUpperCase() || '?';
}
