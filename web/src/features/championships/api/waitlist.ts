import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { MyPlaceAnswer, WaitlistAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';
import { entriesKey } from './get-entries';

export const myPlaceKey = (id: string) => `${championshipKey(id)}/mi-lugar`;
const waitlistKey = (id: string) => `${championshipKey(id)}/lista-espera`;

/** GET /api/campeonatos/{id}/mi-lugar: entered, waiting (place and open offer) or neither. */
export const useMyPlace = (id: string, signedIn: boolean) => useSWR(signedIn ? myPlaceKey(id) : null, () => api.get<MyPlaceAnswer>(myPlaceKey(id)));

/** After joining or leaving the list, entering, or changing the entry, every read of the page changes. */
export async function refreshPlace(mutate: ScopedMutator, id: string) {
  await Promise.all([mutate(myPlaceKey(id)), mutate(entriesKey(id)), mutate(championshipKey(id)), mutate([championshipKey(id), 'inscrito'])]);
}

/** POST (join) and DELETE (leave) /api/campeonatos/{id}/lista-espera; the page's reads refresh before the answer comes back. */
export function useWaitlist(id: string) {
  const { mutate } = useSWRConfig();
  const join = useSWRMutation(
    waitlistKey(id),
    async () => {
      const answer = await api.post<WaitlistAnswer>(waitlistKey(id), {});
      await refreshPlace(mutate, id);
      return answer;
    },
    { throwOnError: true },
  );
  const leave = useSWRMutation(
    waitlistKey(id),
    async () => {
      const answer = await api.delete<MessageAnswer>(waitlistKey(id));
      await refreshPlace(mutate, id);
      return answer;
    },
    { throwOnError: true },
  );
  return { join, leave };
}
