import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { GateExemptionRequestAnswer, MyGateAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';

export const myGateKey = (id: string) => `${championshipKey(id)}/mi-requisito`;

/** GET /api/campeonatos/{id}/mi-requisito: how the driver stands against the licence gate, and his exemption request. */
export const useMyGate = (id: string, enabled: boolean) => useSWR(enabled ? myGateKey(id) : null, () => api.get<MyGateAnswer>(myGateKey(id)));

/** POST /api/campeonatos/{id}/solicitud-excepcion: the driver asks the admins to let him through; his standing is read again. */
export function useAskExemption(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [myGateKey(id), 'ask'],
    async () => {
      const answer = await api.post<GateExemptionRequestAnswer>(`${championshipKey(id)}/solicitud-excepcion`, {});
      await mutate(myGateKey(id), answer, { revalidate: false });
      return answer;
    },
    { throwOnError: true },
  );
}
