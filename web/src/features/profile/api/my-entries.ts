import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MyEntriesAnswer } from '@contracts/entries.views';

const KEY = '/api/campeonatos/mis-inscripciones';

/** A page of the championships the driver entered or awaits (the first without `despues`), with his number and team. */
export const getMyEntries = (despues?: string) => api.get<MyEntriesAnswer>(despues ? `${KEY}?${new URLSearchParams({ despues })}` : KEY);

/** GET /api/campeonatos/mis-inscripciones: its first page (kept for the phone without signal); later ones are asked with 'Ver más'. */
export const useMyEntries = () => useSWR(KEY, () => getMyEntries());
