import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SingleEvent } from './types';

export const SINGLE_EVENTS_KEY = '/api/eventos-unicos';

export const getSingleEvents = () => api.get<SingleEvent[]>(SINGLE_EVENTS_KEY);

/** Every event, by start (the server sorts them). */
export const useSingleEvents = () => useSWR(SINGLE_EVENTS_KEY, getSingleEvents);
