import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { EventListAnswer } from '@contracts/results.views';

export const EVENTS_KEY = '/api/events/list';

export const getEvents = () => api.get<EventListAnswer>(EVENTS_KEY).then((r) => r.events);

/** The events the viewer may see (admins: all of them, published or not). */
export const useEvents = () => useSWR(EVENTS_KEY, getEvents, { dedupingInterval: 0 });
