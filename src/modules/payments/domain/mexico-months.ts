/** Calendar months of the league's time zone, for the payment statistics. */
export const STATS_TIME_ZONE = 'America/Mexico_City';

const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** 'YYYY-MM' of an instant, read in Mexico City. */
export function mexicoMonth(instant: Date): string {
  const parts = Object.fromEntries(monthOf.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}`;
}

/** The `count` months ending with the one `now` falls in, oldest first ('YYYY-MM'). */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = mexicoMonth(now).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const index = year * 12 + (month - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** The UTC instant at which a Mexico City day ('YYYY-MM-DD', or the first of 'YYYY-MM') begins. */
export function mexicoDayStart(day: string): Date {
  const [y, m, d = 1] = day.split('-').map(Number) as [number, number, number?];
  // Start from midnight UTC and correct by the zone's offset at that moment (read twice, so a
  // change of offset on that very day is still caught).
  let guess = Date.UTC(y, m - 1, d);
  for (let i = 0; i < 2; i += 1) guess = Date.UTC(y, m - 1, d) - offsetMs(new Date(guess));
  return new Date(guess);
}

const partsOf = new Intl.DateTimeFormat('en-US', {
  timeZone: STATS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Mexico City's wall clock is ahead of UTC at `instant` (negative: behind). */
function offsetMs(instant: Date): number {
  const p = Object.fromEntries(partsOf.formatToParts(instant).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The day after a 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
