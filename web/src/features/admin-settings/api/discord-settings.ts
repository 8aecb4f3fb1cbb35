import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { DiscordChannel, DiscordSettingsInput } from '@contracts/notifications.contract';
import type { MessageAnswer } from '@contracts/api.views';
import type { DiscordSettingsAnswer } from '@contracts/notifications.views';

const KEY = '/api/ajustes/discord';

export const useDiscordSettings = () => useSWR(KEY, () => api.get<DiscordSettingsAnswer>(KEY), { revalidateOnFocus: false });

const saveDiscordSettings = (values: DiscordSettingsInput) => api.put<DiscordSettingsAnswer & MessageAnswer>(KEY, values);

const sendDiscordTest = (canal: DiscordChannel) => api.post<MessageAnswer>(`${KEY}/${canal}/prueba`);

/** Saves the webhooks and keeps the answer as the settings read, without asking again. */
export function useSaveDiscordSettings() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [KEY, 'save'],
    async (_key, { arg }: { arg: DiscordSettingsInput }) => {
      const answer = await saveDiscordSettings(arg);
      await mutate(KEY, { webhooks: answer.webhooks, desactivado: answer.desactivado } satisfies DiscordSettingsAnswer, { revalidate: false });
      return answer;
    },
    { throwOnError: true },
  );
}

/** Posts a test message to one channel's webhook; nothing read changes. */
export const useSendDiscordTest = () => useSWRMutation([KEY, 'test'], (_key, { arg: canal }: { arg: DiscordChannel }) => sendDiscordTest(canal), { throwOnError: true });
