import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { PushAnnouncementInput } from '@contracts/push.contract';
import type { PushAnnouncementAnswer, PushAnnouncementsAnswer } from '@contracts/push.views';

const KEY = '/api/avisos-inscritos';

/** The latest announcements with how their pushes went: read again every few seconds while some are still on their way. */
export const useAnnouncements = () =>
  useSWR(KEY, () => api.get<PushAnnouncementsAnswer>(KEY), { refreshInterval: (data) => (data?.avisos.some((a) => a.pendientes > 0) ? 3000 : 0) });

export function useAnnounce() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${KEY}#enviar`, (_key, { arg }: { arg: PushAnnouncementInput }) => api.post<PushAnnouncementAnswer>(KEY, arg), {
    throwOnError: true,
    onSuccess: () => void mutate(KEY),
  });
}
