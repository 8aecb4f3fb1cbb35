import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MyEntriesAnswer } from '@contracts/entries.views';

const KEY = '/api/campeonatos/mis-inscripciones';

/** GET /api/campeonatos/mis-inscripciones: the championships the driver entered or awaits, with his number and team. */
export const useMyEntries = () => useSWR(KEY, () => api.get<MyEntriesAnswer>(KEY));
