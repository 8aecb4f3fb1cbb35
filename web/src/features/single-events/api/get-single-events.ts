import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SingleEventView as SingleEvent } from '@contracts/single-events.views';

export const SINGLE_EVENTS_KEY = '/api/eventos-unicos';

export const getSingleEvents = () => api.get<SingleEvent[]>(SINGLE_EVENTS_KEY);

/** Every event, by start (the server sorts them). */
export const useSingleEvents = () => useSWR(SINGLE_EVENTS_KEY, getSingleEvents);
