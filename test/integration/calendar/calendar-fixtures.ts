import ICAL from 'ical.js';

/** A VEVENT as an independent parser (ical.js) reads it; instants as ISO strings. */
export interface ParsedEntry {
  uid: string;
  summary: string;
  start: string;
  end: string;
  /** Whether DTSTART and DTEND were written in UTC (…Z), not floating nor with a TZID. */
  utc: boolean;
  url: string | null;
  location: string | null;
  description: string | null;
  lastModified: string | null;
  status: string | null;
}

export interface ParsedFeed {
  name: string | null;
  timezones: number;
  entries: ParsedEntry[];
}

// ical.js knows NAME (RFC 7986) and the X-WR-* names as 'unknown' and keeps them escaped; calendar
// apps read them as TEXT (RFC 5545 3.3.11), so the tests read them so too.
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc']) ICAL.design.icalendar.property[name] = { defaultType: 'text' };

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Parses an .ics body with ical.js (not the library that wrote it). Throws on anything that is not iCalendar. */
export function parseFeed(body: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(body));
  if (calendar.name !== 'vcalendar') throw new Error(`not a VCALENDAR: ${calendar.name}`);
  const entries = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const lastModified = vevent.getFirstPropertyValue('last-modified') as ICAL.Time | null;
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      utc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC',
      url: text(vevent.getFirstPropertyValue('url')),
      location: text(event.location),
      description: text(event.description),
      lastModified: lastModified ? lastModified.toJSDate().toISOString() : null,
      status: text(vevent.getFirstPropertyValue('status')),
    };
  });
  return { name: text(calendar.getFirstPropertyValue('x-wr-calname')), timezones: calendar.getAllSubcomponents('vtimezone').length, entries };
}

/** Supertest reads text/calendar as a string only when asked to buffer it as text. */
export function icsText(res: { text?: string; body?: unknown }): string {
  if (typeof res.text === 'string' && res.text.length > 0) return res.text;
  if (Buffer.isBuffer(res.body)) return res.body.toString('utf8');
  throw new Error('no .ics body');
}
