import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarFeed } from '../../domain/calendar-entry.js';

/** How often calendar apps should fetch a subscribed feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** Every control character RFC 5545 leaves out of a TEXT value (all but the tab), with Unicode's line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]+/g;

/** A one-line value (a name, a title, a place): any run of line breaks or control characters becomes one space. */
const oneLine = (value: string) => value.replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
/** A description keeps its line breaks (written escaped, `\n`) and loses every other control character. */
const multiLine = (value: string) => value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROLS_BUT_LINE_BREAKS, '');

/**
 * RFC 5545's TEXT escaping (3.3.11). ical-generator escapes its events' texts itself but writes the
 * calendar's NAME, X-WR-CALNAME and X-WR-CALDESC as given, so these are escaped here.
 */
const escapeText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/**
 * A feed as an RFC 5545 calendar, written by ical-generator. Every instant is UTC (…Z): no time zone
 * is set on the calendar or its events, so there is no VTIMEZONE to get wrong; the calendar app
 * shows each entry in its own zone. DTSTAMP is the entry's last change, like LAST-MODIFIED, so the
 * feed is the same bytes (and the same ETag) until something in it changes.
 *
 * Names come from admins' forms, which refuse control characters; a value stored before that rule
 * (or through another door) is still written as text, never as lines of its own: every property
 * is cleaned of control characters here and escaped.
 */
export function writeIcs(feed: CalendarFeed): string {
  const calendar = ical({
    prodId: { company: 'Parrilla', product: 'Calendario', language: 'ES' },
    name: escapeText(oneLine(feed.name)),
    description: escapeText(oneLine(feed.description)),
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const entry of feed.entries) {
    calendar.createEvent({
      id: oneLine(entry.uid),
      summary: oneLine(entry.title),
      start: entry.start,
      end: entry.end,
      stamp: entry.lastModified,
      lastModified: entry.lastModified,
      url: entry.url === null ? null : oneLine(entry.url),
      location: entry.location === null ? null : oneLine(entry.location),
      description: entry.description === null ? null : multiLine(entry.description),
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
