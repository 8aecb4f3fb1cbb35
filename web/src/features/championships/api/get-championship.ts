import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { EditionAnswer } from '@contracts/seasons.views';
import type { ChampionshipView as Championship, EnrolmentCheck } from '@contracts/championships.views';

export const championshipKey = (id: string) => `/api/campeonatos/${encodeURIComponent(id)}`;

export const getChampionship = (id: string) => api.get<Championship>(championshipKey(id));

export const useChampionship = (id: string) => useSWR(championshipKey(id), () => getChampionship(id));

/** GET /api/campeonatos/{id}/inscrito; any failure means "not enrolled" (spec 1 §8). */
export async function getEnrolled(id: string): Promise<boolean> {
  try {
    const body = await api.get<Partial<EnrolmentCheck>>(`${championshipKey(id)}/inscrito`);
    return body?.inscrito === true;
  } catch {
    return false;
  }
}

export const useEnrolled = (id: string, signedIn: boolean) => useSWR(signedIn ? [championshipKey(id), 'inscrito'] : null, () => getEnrolled(id));

/** Whether the championship's season is closed (its table is the recorded final one, docs/adr/0033). */
export const useSeasonClosed = (id: string) =>
  useSWR(`/api/series/ediciones/${encodeURIComponent(id)}`, async () => (await api.get<EditionAnswer>(`/api/series/ediciones/${encodeURIComponent(id)}`)).data?.cerrada ?? false);
