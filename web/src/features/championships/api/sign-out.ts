import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MySignOutAnswer, SignOutAnswer } from '@contracts/entries.views';

const key = (carreraId: string) => `/api/carreras/${encodeURIComponent(carreraId)}/baja`;

/** GET /api/carreras/{id}/baja: whether the entered driver said he will miss the race, and whether he still may change it. */
export const useMySignOut = (carreraId: string, wanted: boolean) => useSWR(wanted ? key(carreraId) : null, () => api.get<MySignOutAnswer>(key(carreraId)));

/** POST (sign out, `true`) or DELETE (take it back, `false`) /api/carreras/{id}/baja; the read above (same key) refreshes. */
export const useSetSignOut = (carreraId: string) =>
  useSWRMutation(
    key(carreraId),
    (_key: string, { arg: out }: { arg: boolean }) => (out ? api.post<SignOutAnswer>(key(carreraId), {}) : api.delete<SignOutAnswer>(key(carreraId))),
    { throwOnError: true },
  );
