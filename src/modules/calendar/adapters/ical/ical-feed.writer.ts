import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { CalendarFeed } from '../../domain/calendar-entry.js';

/** How often calendar apps should fetch a subscribed feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/**
 * A feed as an RFC 5545 calendar, written by ical-generator. Every instant is UTC (…Z): no time zone
 * is set on the calendar or its events, so there is no VTIMEZONE to get wrong; the calendar app
 * shows each entry in its own zone. DTSTAMP is the entry's last change, like LAST-MODIFIED, so the
 * feed is the same bytes (and the same ETag) until something in it changes.
 */
export function writeIcs(feed: CalendarFeed): string {
  const calendar = ical({
    prodId: { company: 'Parrilla', product: 'Calendario', language: 'ES' },
    name: feed.name,
    description: feed.description,
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const entry of feed.entries) {
    calendar.createEvent({
      id: entry.uid,
      summary: entry.title,
      start: entry.start,
      end: entry.end,
      stamp: entry.lastModified,
      lastModified: entry.lastModified,
      url: entry.url,
      location: entry.location,
      description: entry.description,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
