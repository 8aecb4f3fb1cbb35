import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { DiscordChannel, DiscordSettingsInput } from '@contracts/notifications.contract';
import type { MessageAnswer } from '@contracts/api.views';
import type { DiscordSettingsAnswer } from '@contracts/notifications.views';

const KEY = '/api/ajustes/discord';

export const useDiscordSettings = () => useSWR(KEY, () => api.get<DiscordSettingsAnswer>(KEY), { revalidateOnFocus: false });

export const saveDiscordSettings = (values: DiscordSettingsInput) => api.put<DiscordSettingsAnswer & MessageAnswer>(KEY, values);

export const sendDiscordTest = (canal: DiscordChannel) => api.post<MessageAnswer>(`${KEY}/${canal}/prueba`);
