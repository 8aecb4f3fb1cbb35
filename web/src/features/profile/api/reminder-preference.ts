import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { ReminderPreferenceAnswer } from '@contracts/notifications.views';

const KEY = '/api/perfil/notificaciones';

export const useReminderPreference = () => useSWR(KEY, () => api.get<ReminderPreferenceAnswer>(KEY), { revalidateOnFocus: false });

export const useSetReminderPreference = () =>
  useSWRMutation(KEY, (_key, { arg }: { arg: boolean }) => api.put<ReminderPreferenceAnswer>(KEY, { recordatoriosCarreras: arg }), {
    throwOnError: true,
    populateCache: true,
    revalidate: false,
  });
