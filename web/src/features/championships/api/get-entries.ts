import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { EntryListAnswer } from '@contracts/entries.views';

export const entriesKey = (id: string) => `/api/campeonatos/${encodeURIComponent(id)}/inscritos`;

/** GET /api/campeonatos/{id}/inscritos: the enrolled drivers, public fields only. */
export const getEntries = (id: string) => api.get<EntryListAnswer>(entriesKey(id));

export const useEntries = (id: string) => useSWR(entriesKey(id), () => getEntries(id));
