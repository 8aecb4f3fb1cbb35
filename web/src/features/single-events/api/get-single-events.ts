import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { CurrentEventsAnswer, PastEventsAnswer, SingleEventView as SingleEvent } from '@contracts/single-events.views';

/** GET /api/eventos-unicos: the events still to come, by start (the server sorts them). */
export const SINGLE_EVENTS_KEY = '/api/eventos-unicos';

/** The events still to come with how many already ran: what the home page and the admin's list show first. */
export const CURRENT_EVENTS_KEY = `${SINGLE_EVENTS_KEY}?vigentes=1`;

/** Whether an SWR key is one of the lists of events (to read again after a write), not one event nor the driver's queues. */
export const isEventsListKey = (key: unknown) => typeof key === 'string' && (key === SINGLE_EVENTS_KEY || key.startsWith(`${SINGLE_EVENTS_KEY}?`));

/** GET /api/eventos-unicos?vigentes=1. */
export async function getCurrentEvents(): Promise<CurrentEventsAnswer> {
  const body = await api.get<Partial<CurrentEventsAnswer>>(CURRENT_EVENTS_KEY);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, anteriores: typeof body.anteriores === 'number' ? body.anteriores : 0 };
}

export const useCurrentEvents = () => useSWR<CurrentEventsAnswer>(CURRENT_EVENTS_KEY, getCurrentEvents);

/** The page of events already run that starts at `desde` ('': the latest). */
export const pastEventsKey = (desde: string) => `${SINGLE_EVENTS_KEY}?anteriores=1${desde ? `&desde=${encodeURIComponent(desde)}` : ''}`;

async function getPastEvents(key: string): Promise<{ data: SingleEvent[]; siguiente: string | null }> {
  const body = await api.get<Partial<PastEventsAnswer>>(key);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, siguiente: typeof body.siguiente === 'string' ? body.siguiente : null };
}

/** A page of the events already run, the latest first; null asks for nothing. */
export const usePastEvents = (desde: string | null) => useSWR(desde === null ? null : pastEventsKey(desde), getPastEvents, { revalidateOnFocus: false });
