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
  formatDeadline,
  formatMoney,
  formatMonth,
  formatTime,
  formatWeekday,
  INVALID_DATE,
  MEXICO_CITY,
  MEXICO_TIME_NOTE,
  NOT_SPECIFIED,
} from '@contracts/formats';

// Made on first use, like the dates' and pesos' formats: the first es-MX formatter a page makes loads
// the locale's data (60–80 ms on a phone), which would otherwise lengthen the evaluation of the app's
// modules on every page, the first long task of the load (docs/adr/0069).
let integerFormat: Intl.NumberFormat | undefined;

export function formatInteger(value: number): string {
  integerFormat ??= new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
  return integerFormat.format(value);
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
