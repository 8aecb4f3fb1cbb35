import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { PrivacySettingsRequest, PublishNoticeRequest } from '@contracts/privacy.contract';
import type { PrivacyNoticeEditorView, PrivacySettingsView } from '@contracts/privacy.views';

const KEY = '/api/privacidad/ajustes';
const EDITOR = '/api/privacidad/aviso/editor';

/** The league's identity and the processors it does not use. */
export const usePrivacySettings = () => useSWR(KEY, () => api.get<PrivacySettingsView>(KEY), { revalidateOnFocus: false });

/** Saves them and keeps the answer as the settings read; the public notice and processors are read again. */
export function useSavePrivacySettings() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [KEY, 'save'],
    async (_key, { arg }: { arg: PrivacySettingsRequest }) => {
      const { message, ...settings } = await api.put<PrivacySettingsView & MessageAnswer>(KEY, arg);
      await Promise.all([mutate(KEY, settings, { revalidate: false }), mutate('/api/privacidad/aviso'), mutate('/api/privacidad/encargados')]);
      return { message };
    },
    { throwOnError: true },
  );
}

/** The superadmin's editor: the version in force as written and the versions published. */
export const useNoticeEditor = (enabled: boolean) => useSWR(enabled ? EDITOR : null, () => api.get<PrivacyNoticeEditorView>(EDITOR), { revalidateOnFocus: false });

/** Publishes a new version; the editor and the public notice are read again. */
export function usePublishNotice() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [EDITOR, 'publish'],
    async (_key, { arg }: { arg: PublishNoticeRequest }) => {
      const answer = await api.put<MessageAnswer>('/api/privacidad/aviso', arg);
      await Promise.all([mutate(EDITOR), mutate('/api/privacidad/aviso')]);
      return answer;
    },
    { throwOnError: true },
  );
}
