import { useState } from 'react';
import useSWR, { type ScopedMutator } from 'swr';
import { api } from '@/lib/api-client';
import type { EventListAnswer, EventSummaryView, LastImportAnswer } from '@contracts/results.views';

/** The first page of events, the latest first (what the analyzer's page embeds as its first read). */
export const EVENTS_KEY = '/api/events/list';
/** The admin's dashboard: the event imported last. */
export const LAST_IMPORT_KEY = '/api/events/ultima-importacion';

/** The events' reads again after an import or a removal (the first page and the dashboard's). */
export const refreshEvents = (mutate: ScopedMutator) => Promise.all([mutate(EVENTS_KEY), mutate(LAST_IMPORT_KEY)]);

const getPage = (url: string) => api.get<EventListAnswer>(url);

/**
 * The events the viewer may see (admins: published or not), newest first, a page at a time: the
 * first page, then each one asked with `more` ('Ver más eventos') goes after it. Read again (an
 * import, a removal), the first page starts the list over.
 */
export function useEventPages() {
  const first = useSWR(EVENTS_KEY, getPage, { dedupingInterval: 0 });
  const [later, setLater] = useState<{ after: EventListAnswer; events: EventSummaryView[]; next: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const base = first.data;
  const kept = later && later.after === base ? later : null;
  const events = base ? (kept ? [...base.events, ...kept.events] : base.events) : undefined;
  const next = base ? (kept ? kept.next : (base.siguiente ?? null)) : null;
  /** Reads the next page; whether it came. */
  async function more(): Promise<boolean> {
    if (!base || next === null || busy) return false;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getPage(`${EVENTS_KEY}?desde=${encodeURIComponent(next)}`);
      setLater((l) => ({ after: base, events: [...(l && l.after === base ? l.events : []), ...page.events], next: page.siguiente }));
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { data: events, error: first.error as unknown, isLoading: first.isLoading, mutate: first.mutate, next, busy, failed, more };
}

/** One event's summary (GET /api/events/{id}), when it is asked for and not among the pages read: null asks nothing. */
export const eventKey = (ref: string) => `/api/events/${encodeURIComponent(ref)}`;
export function useEventSummary(ref: string | null) {
  return useSWR(ref ? eventKey(ref) : null, (url: string) => api.get<EventSummaryView>(url));
}

/** The event imported last (admins). */
export const useLastImport = () => useSWR(LAST_IMPORT_KEY, (url: string) => api.get<LastImportAnswer>(url).then((r) => r.event), { dedupingInterval: 0 });

/** The events of the given championship races only (GET /api/events/list?carreras=…). */
export function useRaceEvents(raceIds: readonly string[] | undefined) {
  const key = raceIds && raceIds.length > 0 ? `${EVENTS_KEY}?carreras=${raceIds.map(encodeURIComponent).join(',')}` : null;
  return useSWR(key, (url: string) => api.get<EventListAnswer>(url).then((r) => r.events));
}
