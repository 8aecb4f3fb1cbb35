import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { ConsentAnswerRequest, PrivacyChoicesRequest } from '@contracts/privacy.contract';
import type { MyPrivacyView, PendingConsentView, PrivacyNoticeView, ProcessorsAnswer } from '@contracts/privacy.views';

const NOTICE = '/api/privacidad/aviso';
const PROCESSORS = '/api/privacidad/encargados';
const PENDING = '/api/privacidad/pendiente';
const MINE = '/api/privacidad/mis-preferencias';

/** GET /api/privacidad/aviso: the notice in force, the league's identity filled in. */
export const usePrivacyNotice = () => useSWR(NOTICE, () => api.get<PrivacyNoticeView>(NOTICE), { revalidateOnFocus: false });

/** GET /api/privacidad/encargados: the processors the league uses. */
export const useProcessors = () => useSWR(PROCESSORS, () => api.get<ProcessorsAnswer>(PROCESSORS), { revalidateOnFocus: false });

/** GET /api/privacidad/pendiente: whether the notice in force asks the signed-in person something new (only asked when signed in). */
export const usePendingConsent = (signedIn: boolean) => useSWR(signedIn ? PENDING : null, () => api.get<PendingConsentView>(PENDING), { revalidateOnFocus: false });

/** POST /api/privacidad/respuesta: the answer; the pending question and his choices are read again. */
export function useAnswerConsent() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `POST ${PENDING}`,
    async (_key: string, { arg }: { arg: ConsentAnswerRequest }) => {
      const answer = await api.post<MessageAnswer>('/api/privacidad/respuesta', arg);
      await Promise.all([mutate(PENDING), mutate(MINE)]);
      return answer;
    },
    { throwOnError: true },
  );
}

/** GET /api/privacidad/mis-preferencias: his voluntary purposes and every answer he gave. */
export const useMyPrivacy = () => useSWR(MINE, () => api.get<MyPrivacyView>(MINE), { revalidateOnFocus: false });

/** PUT /api/privacidad/mis-preferencias: one purpose on or off; the answer's choices replace the cached ones. */
export function useSaveMyChoices() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `PUT ${MINE}`,
    async (_key: string, { arg }: { arg: PrivacyChoicesRequest }) => {
      const answer = await api.put<MessageAnswer & Pick<MyPrivacyView, 'preferencias'>>(MINE, arg);
      await mutate(MINE);
      return answer;
    },
    { throwOnError: true, onError: () => void mutate(MINE) },
  );
}
