import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SingleEventView as SingleEvent } from '@contracts/single-events.views';

export const singleEventKey = (id: string) => `/api/eventos-unicos/${encodeURIComponent(id)}`;

export const getSingleEvent = (id: string) => api.get<SingleEvent>(singleEventKey(id));

export const useSingleEvent = (id: string | undefined) => useSWR(id ? singleEventKey(id) : null, () => getSingleEvent(id!));
