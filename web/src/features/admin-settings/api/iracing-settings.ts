import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { IracingConnectionAnswer, IracingSettingsAnswer, IracingSettingsInput } from '@contracts/iracing.contract';

const KEY = '/api/iracing/ajustes';

/** The four credentials as the API shows them: client id and user in full, secrets masked, and which the environment sets. */
export const useIracingSettings = () => useSWR(KEY, () => api.get<IracingSettingsAnswer>(KEY), { revalidateOnFocus: false });

/** '' removes a credential; the masked value (or leaving it out) keeps it; anything else replaces it. */
const saveIracingSettings = (values: IracingSettingsInput) => api.put<IracingSettingsAnswer & Partial<MessageAnswer>>(KEY, values);

/** Saves the credentials and keeps the answer as the settings read, without asking again. */
export function useSaveIracingSettings() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [KEY, 'save'],
    async (_key, { arg }: { arg: IracingSettingsInput }) => {
      const answer = await saveIracingSettings(arg);
      await mutate(KEY, { campos: answer.campos, completo: answer.completo, desactivado: answer.desactivado } satisfies IracingSettingsAnswer, { revalidate: false });
      return answer;
    },
    { throwOnError: true },
  );
}

/** Signs in to iRacing with the saved credentials and answers who it signed in as; nothing read changes. */
export const useTestIracingConnection = () => useSWRMutation('/api/iracing/probar', () => api.post<IracingConnectionAnswer>('/api/iracing/probar'), { throwOnError: true });
