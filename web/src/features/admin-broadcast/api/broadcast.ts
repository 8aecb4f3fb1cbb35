import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { BroadcastControlAnswer, BroadcastControlView, ChangeBroadcastRequest } from '@contracts/broadcast.contract';

const keyOf = (campeonatoId: string) => `/api/transmision/${encodeURIComponent(campeonatoId)}`;

/** What a championship's overlays show now, and what one may choose (drivers, classes). */
export const useBroadcastControl = (campeonatoId: string | null) => useSWR(campeonatoId ? keyOf(campeonatoId) : null, (key: string) => api.get<BroadcastControlView>(key));

/** A change of what the overlays show; the state the server answers replaces the one shown. */
export function useChangeBroadcast(campeonatoId: string | null) {
  return useSWRMutation(campeonatoId ? keyOf(campeonatoId) : null, (key: string, { arg }: { arg: ChangeBroadcastRequest }) => api.put<BroadcastControlAnswer>(key, arg).then((answer) => answer.data), {
    throwOnError: true,
    populateCache: true,
    revalidate: false,
  });
}
