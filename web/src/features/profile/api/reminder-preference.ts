import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { ReminderPreferenceAnswer } from '@contracts/notifications.views';

const KEY = '/api/perfil/notificaciones';

export const useReminderPreference = () => useSWR(KEY, () => api.get<ReminderPreferenceAnswer>(KEY), { revalidateOnFocus: false });

/** Saves the choice; the answer replaces the cached preference, and a refusal has it read again. */
export function useSetReminderPreference() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(KEY, (_key, { arg }: { arg: boolean }) => api.put<ReminderPreferenceAnswer>(KEY, { recordatoriosCarreras: arg }), {
    throwOnError: true,
    populateCache: true,
    revalidate: false,
    onError: () => void mutate(KEY),
  });
}
