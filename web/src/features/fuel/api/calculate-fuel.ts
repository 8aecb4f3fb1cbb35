import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { FuelRequest } from '@contracts/fuel.contract';
import type { FuelCalculationAnswer } from '@contracts/fuel.views';
import { api } from '@/lib/api-client';
import { HISTORY_KEY } from './get-fuel-history';

const calculateFuel = (input: FuelRequest) => api.post<FuelCalculationAnswer>('/api/fuell/calculate', input);

/**
 * A computation on the form's submit that the server also keeps in a signed-in driver's history: a
 * mutation, not a read. After a result the history is read again (without waiting for it).
 */
export function useCalculateFuel() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    '/api/fuell/calculate',
    async (_key: string, { arg }: { arg: FuelRequest }) => {
      const answer = await calculateFuel(arg);
      // Signed out there is no history read to refresh: the call asks nothing then.
      if (answer.success && answer.data) void mutate(HISTORY_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}
