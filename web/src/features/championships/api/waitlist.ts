import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { MyPlaceAnswer, WaitlistAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';
import { entriesKey } from './get-entries';

export const myPlaceKey = (id: string) => `${championshipKey(id)}/mi-lugar`;

/** GET /api/campeonatos/{id}/mi-lugar: entered, waiting (place and open offer) or neither. */
export const useMyPlace = (id: string, signedIn: boolean) => useSWR(signedIn ? myPlaceKey(id) : null, () => api.get<MyPlaceAnswer>(myPlaceKey(id)));

async function refresh(id: string) {
  await Promise.all([mutate(myPlaceKey(id)), mutate(entriesKey(id)), mutate(championshipKey(id)), mutate([championshipKey(id), 'inscrito'])]);
}

/** POST /api/campeonatos/{id}/lista-espera. */
export async function joinWaitlist(id: string): Promise<WaitlistAnswer> {
  const answer = await api.post<WaitlistAnswer>(`${championshipKey(id)}/lista-espera`, {});
  await refresh(id);
  return answer;
}

/** DELETE /api/campeonatos/{id}/lista-espera. */
export async function leaveWaitlist(id: string): Promise<MessageAnswer> {
  const answer = await api.delete<MessageAnswer>(`${championshipKey(id)}/lista-espera`);
  await refresh(id);
  return answer;
}

/** After entering or paying from an offer, every read of the page changes. */
export const refreshPlace = refresh;
