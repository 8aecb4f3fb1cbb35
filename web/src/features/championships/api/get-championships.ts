import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { ChampionshipListAnswer, ChampionshipView as Championship } from '@contracts/championships.views';

export const CHAMPIONSHIPS_KEY = '/api/campeonatos';

/** GET /api/campeonatos: the list is in `data`. */
export async function getChampionships(): Promise<Championship[]> {
  const body = await api.get<Partial<ChampionshipListAnswer>>(CHAMPIONSHIPS_KEY);
  if (!Array.isArray(body?.data)) throw new Error('Formato inesperado');
  return body.data;
}

export const useChampionships = () => useSWR(CHAMPIONSHIPS_KEY, getChampionships);
