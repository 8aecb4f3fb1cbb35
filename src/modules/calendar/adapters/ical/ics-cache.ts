import { createHash } from 'node:crypto';
import type { CalendarFeed } from '../../domain/calendar-entry.js';
import { writeIcs } from './ical-feed.writer.js';

/**
 * The written .ics of each feed content seen lately, keyed by a hash of that content. Writing is the
 * costly part of a feed (ical-generator folds lines measuring every character: about a second for
 * 400 races on a busy machine), and calendar apps poll feeds that rarely change, so a poll of an
 * unchanged feed costs only the reads and the hash. Content-addressed, so nothing is ever stale;
 * bounded by the bytes kept, oldest dropped first.
 */
export class IcsCache {
  private readonly bodies = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  /** The content's key: the same feed gives the same key, so it doubles as the ETag. */
  keyOf(feed: CalendarFeed): string {
    return createHash('sha256').update(JSON.stringify(feed)).digest('base64url').slice(0, 27);
  }

  body(key: string, feed: CalendarFeed): string {
    const cached = this.bodies.get(key);
    if (cached !== undefined) {
      // Most recently used last.
      this.bodies.delete(key);
      this.bodies.set(key, cached);
      return cached;
    }
    const written = writeIcs(feed);
    this.bodies.set(key, written);
    this.bytes += written.length;
    for (const [oldest, body] of this.bodies) {
      if (this.bytes <= this.maxBytes || oldest === key) break;
      this.bodies.delete(oldest);
      this.bytes -= body.length;
    }
    return written;
  }
}
