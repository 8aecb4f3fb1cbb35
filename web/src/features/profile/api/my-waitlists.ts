import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { MyWaitlistsAnswer } from '@contracts/entries.views';
import type { MyEventWaitlistsAnswer } from '@contracts/single-events.views';

const KEY = '/api/campeonatos/mis-listas-espera';

/** GET /api/campeonatos/mis-listas-espera: the queues the driver is in, with his place and any open offer. */
export const useMyWaitlists = () => useSWR(KEY, () => api.get<MyWaitlistsAnswer>(KEY));

/** DELETE /api/campeonatos/{id}/lista-espera (the championship's id is the argument); the list above refreshes before the answer comes back. */
export function useLeaveWaitlist() {
  const { mutate } = useSWRConfig();
  // The write's own key: a mutation under the list's key would have SWR drop the refresh it awaits.
  return useSWRMutation(
    `DELETE ${KEY}`,
    async (_key: string, { arg: campeonatoId }: { arg: string }) => {
      const answer = await api.delete<MessageAnswer>(`/api/campeonatos/${encodeURIComponent(campeonatoId)}/lista-espera`);
      await mutate(KEY);
      return answer;
    },
    { throwOnError: true },
  );
}

const EVENTS_KEY = '/api/eventos-unicos/mis-listas-espera';

/** GET /api/eventos-unicos/mis-listas-espera: the one-off events' queues the driver is in, with his place and any open offer. */
export const useMyEventWaitlists = () => useSWR(EVENTS_KEY, () => api.get<MyEventWaitlistsAnswer>(EVENTS_KEY));

/** DELETE /api/eventos-unicos/{id}/lista-espera (the event's id is the argument); the list above refreshes before the answer comes back. */
export function useLeaveEventWaitlist() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `DELETE ${EVENTS_KEY}`,
    async (_key: string, { arg: eventoId }: { arg: string }) => {
      const answer = await api.delete<MessageAnswer>(`/api/eventos-unicos/${encodeURIComponent(eventoId)}/lista-espera`);
      await mutate(EVENTS_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}
