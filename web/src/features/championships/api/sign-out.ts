import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MySignOutAnswer, SignOutAnswer } from '@contracts/entries.views';

const key = (carreraId: string) => `/api/carreras/${encodeURIComponent(carreraId)}/baja`;

/** GET /api/carreras/{id}/baja: whether the entered driver said he will miss the race, and whether he still may change it. */
export const useMySignOut = (carreraId: string, wanted: boolean) => useSWR(wanted ? key(carreraId) : null, () => api.get<MySignOutAnswer>(key(carreraId)));

/** POST (sign out, `true`) or DELETE (take it back, `false`) /api/carreras/{id}/baja; the read above refreshes before the answer comes back. */
export function useSetSignOut(carreraId: string) {
  const { mutate } = useSWRConfig();
  // The write's own key: a mutation under the read's key would have SWR drop the refresh it awaits.
  return useSWRMutation(
    `POST|DELETE ${key(carreraId)}`,
    async (_key: string, { arg: out }: { arg: boolean }) => {
      const answer = out ? await api.post<SignOutAnswer>(key(carreraId), {}) : await api.delete<SignOutAnswer>(key(carreraId));
      await mutate(key(carreraId));
      return answer;
    },
    { throwOnError: true },
  );
}
