/** One entry of a calendar feed (a VEVENT): instants are UTC. */
export interface CalendarEntry {
  /** Stable across feeds and over time, so calendar apps update the entry instead of adding another. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  /** The page about it on the site. */
  url: string;
  /** The circuit, when known. */
  location: string | null;
  description: string;
  lastModified: Date;
  cancelled: boolean;
}

/** A whole feed: its name as calendar apps show it, and its entries by start. */
export interface CalendarFeed {
  name: string;
  description: string;
  entries: CalendarEntry[];
  /** The next instant time alone changes the feed (an entry ending leaves the upcoming ones); null: never. */
  changesAt: Date | null;
}

/** An entry is upcoming while it has not ended: one under way still shows. */
export function isUpcoming(entry: Pick<CalendarEntry, 'end'>, now: Date): boolean {
  return entry.end.getTime() > now.getTime();
}

/** When the first of these upcoming entries ends and leaves an upcoming feed; null when there is none. */
export function firstEnd(entries: Array<Pick<CalendarEntry, 'end'>>): Date | null {
  let first: number | null = null;
  for (const e of entries) if (first === null || e.end.getTime() < first) first = e.end.getTime();
  return first === null ? null : new Date(first);
}

/** Entries by start, then title, so a feed is the same bytes while nothing changes. */
export function byStart(entries: CalendarEntry[]): CalendarEntry[] {
  return [...entries].sort((a, b) => a.start.getTime() - b.start.getTime() || a.title.localeCompare(b.title) || a.uid.localeCompare(b.uid));
}
