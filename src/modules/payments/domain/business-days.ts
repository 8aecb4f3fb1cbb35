/**
 * Mexico's business days, as the banks that settle OXXO and SPEI payments keep them: Monday to
 * Friday, except the rest days of the Ley Federal del Trabajo (art. 74) and the days the CNBV closes
 * the banks. The list is in docs/adr/0031; days are 'yyyy-MM-dd' calendar days of Mexico City.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The n-th Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const offset = (8 - first) % 7;
  return dayOf(year, month, 1 + offset + (n - 1) * 7);
}

/** Easter Sunday (Gregorian, the anonymous algorithm). */
function easter(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The days of `year` on which Mexican banks do not settle payments, with their names. */
export function mexicanHolidays(year: number): Array<{ day: string; name: string }> {
  const sunday = easter(year);
  const easterUtc = Date.UTC(year, sunday.month - 1, sunday.day);
  const beforeEaster = (days: number) => new Date(easterUtc - days * 86_400_000).toISOString().slice(0, 10);
  const days = [
    { day: `${year}-01-01`, name: 'Año Nuevo' },
    { day: nthMonday(year, 2, 1), name: 'Día de la Constitución' },
    { day: nthMonday(year, 3, 3), name: 'Natalicio de Benito Juárez' },
    { day: beforeEaster(3), name: 'Jueves Santo' },
    { day: beforeEaster(2), name: 'Viernes Santo' },
    { day: `${year}-05-01`, name: 'Día del Trabajo' },
    { day: `${year}-09-16`, name: 'Día de la Independencia' },
    { day: `${year}-11-02`, name: 'Día de Muertos' },
    { day: nthMonday(year, 11, 3), name: 'Día de la Revolución' },
    { day: `${year}-12-12`, name: 'Día del Empleado Bancario' },
    { day: `${year}-12-25`, name: 'Navidad' },
  ];
  // The transmission of the federal executive, every six years since 2024.
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push({ day: `${year}-10-01`, name: 'Transmisión del Poder Ejecutivo Federal' });
  return days.sort((x, y) => x.day.localeCompare(y.day));
}

const cache = new Map<number, Set<string>>();
function holidaySet(year: number): Set<string> {
  let set = cache.get(year);
  if (!set) {
    set = new Set(mexicanHolidays(year).map((h) => h.day));
    cache.set(year, set);
  }
  return set;
}

/** Whether a calendar day ('yyyy-MM-dd') is a Mexican business day. */
export function isMexicanBusinessDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaySet(y).has(`${y}-${pad(m)}-${pad(d)}`);
}

/** The first business day strictly after `day`. */
export function nextMexicanBusinessDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  for (let i = 1; i < 30; i += 1) {
    const candidate = dayOf(y, m, d + i);
    if (isMexicanBusinessDay(candidate)) return candidate;
  }
  throw new Error(`No business day within 30 days of ${day}`);
}

/** The calendar day `days` after `day`. */
export function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(y, m, d + days);
}
