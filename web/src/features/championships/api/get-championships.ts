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

/** The page of past editions that starts at `desde` (0: the newest). */
export const pastChampionshipsKey = (desde: number) => `/api/campeonatos?anteriores=1${desde > 0 ? `&desde=${desde}` : ''}`;

async function getPastChampionships(key: string): Promise<{ data: Championship[]; siguiente: number | null }> {
  const body = await api.get<Partial<PastChampionshipsAnswer>>(key);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return { data: body.data, siguiente: typeof body.siguiente === 'number' ? body.siguiente : null };
}

/** A page of past editions, newest first; null asks for nothing. */
export const usePastChampionships = (desde: number | null) => useSWR(desde === null ? null : pastChampionshipsKey(desde), getPastChampionships, { revalidateOnFocus: false });
