import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { IracingConnectionAnswer, IracingSettingsAnswer, IracingSettingsInput } from '@contracts/iracing.contract';

const KEY = '/api/iracing/ajustes';

/** The four credentials as the API shows them: client id and user in full, secrets masked, and which the environment sets. */
export const useIracingSettings = () => useSWR(KEY, () => api.get<IracingSettingsAnswer>(KEY), { revalidateOnFocus: false });

/** '' removes a credential; the masked value (or leaving it out) keeps it; anything else replaces it. */
export const saveIracingSettings = (values: IracingSettingsInput) => api.put<IracingSettingsAnswer & Partial<MessageAnswer>>(KEY, values);

/** Signs in to iRacing with the saved credentials and answers who it signed in as. */
export const testIracingConnection = () => api.post<IracingConnectionAnswer>('/api/iracing/probar');
