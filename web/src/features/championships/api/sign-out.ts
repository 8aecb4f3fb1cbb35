import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { MySignOutAnswer, SignOutAnswer } from '@contracts/entries.views';

const key = (carreraId: string) => `/api/carreras/${encodeURIComponent(carreraId)}/baja`;

/** GET /api/carreras/{id}/baja: whether the entered driver said he will miss the race, and whether he still may change it. */
export const useMySignOut = (carreraId: string, wanted: boolean) => useSWR(wanted ? key(carreraId) : null, () => api.get<MySignOutAnswer>(key(carreraId)));

/** POST (sign out) or DELETE (take it back) /api/carreras/{id}/baja. */
export async function setSignOut(carreraId: string, out: boolean): Promise<SignOutAnswer> {
  const answer = out ? await api.post<SignOutAnswer>(key(carreraId), {}) : await api.delete<SignOutAnswer>(key(carreraId));
  await mutate(key(carreraId));
  return answer;
}
