import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { PushKind, PushSubscriptionInput } from '@contracts/push.contract';
import type { PushDeviceAnswer, PushDevicesAnswer, PushKeyAnswer } from '@contracts/push.views';
import type { MessageAnswer } from '@contracts/api.views';

const KEY = '/api/perfil/dispositivos';

export const useMyDevices = () => useSWR(KEY, () => api.get<PushDevicesAnswer>(KEY), { revalidateOnFocus: false });

/** The server's VAPID public key, read only when the driver turns notifications on. */
export const readPushKey = () => api.get<PushKeyAnswer>('/api/push/clave');

/** Registers this browser's subscription (again: the server keeps one device per browser); the list is read again. */
export function useSubscribeDevice() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('/api/perfil/dispositivos#alta', (_key, { arg }: { arg: PushSubscriptionInput }) => api.post<PushDeviceAnswer>(KEY, arg), {
    throwOnError: true,
    onSuccess: () => void mutate(KEY),
  });
}

export function useUpdateSwitches() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('/api/perfil/dispositivos#tipos', (_key, { arg }: { arg: { id: string; tipos: Partial<Record<PushKind, boolean>> } }) => api.put<PushDeviceAnswer>(`${KEY}/${encodeURIComponent(arg.id)}`, { tipos: arg.tipos }), {
    throwOnError: true,
    onSuccess: () => void mutate(KEY),
    onError: () => void mutate(KEY),
  });
}

export function useRemoveDevice() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('/api/perfil/dispositivos#baja', (_key, { arg }: { arg: string }) => api.delete<MessageAnswer>(`${KEY}/${encodeURIComponent(arg)}`), {
    throwOnError: true,
    onSuccess: () => void mutate(KEY),
  });
}
