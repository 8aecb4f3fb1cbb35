import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ChampionshipView as Championship, CurrentChampionshipsAnswer, PastChampionshipsAnswer } from '@contracts/championships.views';

/** The current editions (each series' newest, and every championship outside a series): what the home page and /campeonatos show first. */
export const CURRENT_CHAMPIONSHIPS_KEY = '/api/campeonatos?vigentes=1';

export interface CurrentChampionships {
  data: Championship[];
  /** How many past editions wait behind 'Temporadas anteriores'. */
  anteriores: number;
}

/** GET /api/campeonatos?vigentes=1. */
export async function getCurrentChampionships(): Promise<CurrentChampionships> {
  const body = await api.get<Partial<CurrentChampionshipsAnswer>>(CURRENT_CHAMPIONSHIPS_KEY);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, anteriores: typeof body.anteriores === 'number' ? body.anteriores : 0 };
}

export const useCurrentChampionships = () => useSWR(CURRENT_CHAMPIONSHIPS_KEY, getCurrentChampionships);

/** The page of past editions after the championship `despues` (the last one a page showed; '': the newest page). */
export const pastChampionshipsKey = (despues: string) => `/api/campeonatos?${new URLSearchParams({ anteriores: '1', ...(despues ? { despues } : {}) })}`;

/** A page of past editions, and whether more follow it. */
async function getPastChampionships(key: string): Promise<{ data: Championship[]; more: boolean }> {
  const body = await api.get<Partial<PastChampionshipsAnswer>>(key);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, more: body.siguiente !== null && body.siguiente !== undefined };
}

/** A page of past editions, newest first, read by place (docs/adr/0070); null asks for nothing. */
export const usePastChampionships = (despues: string | null) => useSWR(despues === null ? null : pastChampionshipsKey(despues), getPastChampionships, { revalidateOnFocus: false });
