import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { MyWaitlistsAnswer } from '@contracts/entries.views';

const KEY = '/api/campeonatos/mis-listas-espera';

/** GET /api/campeonatos/mis-listas-espera: the queues the driver is in, with his place and any open offer. */
export const useMyWaitlists = () => useSWR(KEY, () => api.get<MyWaitlistsAnswer>(KEY));

/** DELETE /api/campeonatos/{id}/lista-espera (the championship's id is the argument); the list above (same key) refreshes. */
export const useLeaveWaitlist = () =>
  useSWRMutation(KEY, (_key: string, { arg: campeonatoId }: { arg: string }) => api.delete<MessageAnswer>(`/api/campeonatos/${encodeURIComponent(campeonatoId)}/lista-espera`), {
    throwOnError: true,
  });
