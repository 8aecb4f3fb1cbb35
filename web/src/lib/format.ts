/**
 * Every number, date and time the screens show goes through here, so formats stay the same
 * everywhere: es-MX, pesos, dd/mm/yyyy, Spanish weekdays, Mexico City time.
 */

// Dates (Mexico City's) and money (pesos) are written by the one implementation the server and the
// CLI use too.
export {
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatDay,
  formatDayWithWeekday,
  formatMoney,
  formatMonth,
  formatTime,
  formatWeekday,
  INVALID_DATE,
  MEXICO_CITY,
  NOT_SPECIFIED,
} from '@contracts/formats';

const integerFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

export function formatInteger(value: number): string {
  return integerFormat.format(value);
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
