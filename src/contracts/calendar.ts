/**
 * What the calendar feeds (iCal, RFC 5545) and the 'Google Calendar' buttons share: how long an entry
 * lasts, what it is called, and the addresses of the feeds. Instants are UTC; the wall-clock time of a
 * race or an event is read in Mexico City by src/contracts/formats.ts.
 */

/** How long an entry lasts when neither practice, qualifying nor race has a duration: two hours. */
export const DEFAULT_CALENDAR_MINUTES = 120;

export interface Sessions {
  hasPractice: boolean;
  practiceDuration: number;
  hasQualy: boolean;
  qualyDuration: number;
  hasRace: boolean;
  raceDuration: number;
}

/**
 * Minutes from the start (horaInicio, when the first session begins) to the end of the last session:
 * the sum of the sessions held, or DEFAULT_CALENDAR_MINUTES when they add up to nothing.
 */
export function scheduledMinutes(s: Sessions): number {
  const minutes = (s.hasPractice ? s.practiceDuration : 0) + (s.hasQualy ? s.qualyDuration : 0) + (s.hasRace ? s.raceDuration : 0);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_CALENDAR_MINUTES;
}

/** When an entry starting at `start` ends. */
export function scheduledEnd(start: Date, s: Sessions): Date {
  return new Date(start.getTime() + scheduledMinutes(s) * 60_000);
}

/** 'Práctica: 15 min · Clasificación: 10 min · Carrera: 45 min', the sessions held. */
export function sessionsText(s: Sessions): string {
  const parts: string[] = [];
  if (s.hasPractice) parts.push(`Práctica: ${s.practiceDuration} min`);
  if (s.hasQualy) parts.push(`Clasificación: ${s.qualyDuration} min`);
  if (s.hasRace) parts.push(`Carrera: ${s.raceDuration} min`);
  return parts.join(' · ');
}

/** The title of a championship race: 'Copa Volcán GT3 — Fecha 2: Monza'. */
export function raceTitle(championship: string, round: number, circuit: string): string {
  return `${championship} — Fecha ${round}: ${circuit}`;
}

/** The feed of every upcoming championship race and free event. */
export const PUBLIC_CALENDAR_PATH = '/api/calendario.ics';
/** One championship's races. */
export const championshipCalendarPath = (id: string) => `/api/campeonatos/${encodeURIComponent(id)}/calendario.ics`;
/** One free event. */
export const eventCalendarPath = (id: string) => `/api/eventos-unicos/${encodeURIComponent(id)}/calendario.ics`;
/** A driver's own feed, behind its secret token. */
export const personalCalendarPath = (token: string) => `/api/calendario/${token}.ics`;

/** 20250712T013000Z: an instant as RFC 5545 and Google Calendar write UTC. */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * A link that opens Google Calendar's 'new event' form filled in (action=TEMPLATE), with the start
 * and end as UTC instants, so the driver's calendar shows them in whatever zone it lives in.
 */
export function googleCalendarLink(entry: { title: string; start: Date; end: Date; details?: string; location?: string | null }): string {
  const params = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(entry.title)}`,
    `dates=${utcStamp(entry.start)}/${utcStamp(entry.end)}`,
    ...(entry.details ? [`details=${encodeURIComponent(entry.details)}`] : []),
    ...(entry.location ? [`location=${encodeURIComponent(entry.location)}`] : []),
  ];
  return `https://calendar.google.com/calendar/render?${params.join('&')}`;
}

/** Google Calendar's 'add by URL' for a feed: it fetches the webcal address itself. */
export function googleSubscribeLink(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feedUrl.replace(/^https?:/, 'webcal:'))}`;
}
