import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MethodOptionsResponse, MethodSettingsRequest } from '@contracts/payments.contract';
import { api } from '@/lib/api-client';

const path = (id: string) => `/api/payments/admin/metodos/${encodeURIComponent(id)}`;

/** The methods a championship accepts besides the card, and what drivers are offered now (issue #31). */
const methodsKey = (campeonatoId: string) => [path(campeonatoId)] as const;
export const useChampionshipPaymentMethods = (campeonatoId: string) => useSWR(methodsKey(campeonatoId), () => api.get<MethodOptionsResponse>(path(campeonatoId)), { revalidateOnFocus: false });
const saveChampionshipPaymentMethods = (campeonatoId: string, input: MethodSettingsRequest) => api.put<MethodOptionsResponse>(path(campeonatoId), input);

/** Saves the methods and keeps the answer as the methods read, without asking again. */
export function useSaveChampionshipPaymentMethods(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [path(campeonatoId), 'save'],
    async (_key, { arg }: { arg: MethodSettingsRequest }) => {
      const answer = await saveChampionshipPaymentMethods(campeonatoId, arg);
      await mutate(methodsKey(campeonatoId), answer, { revalidate: false });
      return answer;
    },
    { throwOnError: true },
  );
}
