import useSWRMutation from 'swr/mutation';
import type { FuelRequest } from '@contracts/fuel.contract';
import type { FuelCalculationAnswer } from '@contracts/fuel.views';
import { api } from '@/lib/api-client';

const calculateFuel = (input: FuelRequest) => api.post<FuelCalculationAnswer>('/api/fuell/calculate', input);

/** A computation on demand (the form's submit, with a body), not a read of a resource: a mutation that changes no cached read. */
export const useCalculateFuel = () =>
  useSWRMutation('/api/fuell/calculate', (_key: string, { arg }: { arg: FuelRequest }) => calculateFuel(arg), { throwOnError: true });
