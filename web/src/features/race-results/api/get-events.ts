import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { EventListAnswer } from '@contracts/results.views';

export const EVENTS_KEY = '/api/events/list';

export const getEvents = () => api.get<EventListAnswer>(EVENTS_KEY).then((r) => r.events);

/** The events the viewer may see (admins: all of them, published or not). */
export const useEvents = () => useSWR(EVENTS_KEY, getEvents, { dedupingInterval: 0 });

/** The events of the given championship races only (GET /api/events/list?carreras=…). */
export function useRaceEvents(raceIds: readonly string[] | undefined) {
  const key = raceIds && raceIds.length > 0 ? `${EVENTS_KEY}?carreras=${raceIds.map(encodeURIComponent).join(',')}` : null;
  return useSWR(key, (url: string) => api.get<EventListAnswer>(url).then((r) => r.events));
}
