import useSWRMutation from 'swr/mutation';
import type { FuelRequest } from '@contracts/fuel.contract';
import type { FuelCalculationAnswer } from '@contracts/fuel.views';
import { api } from '@/lib/api-client';

export const calculateFuel = (input: FuelRequest) => api.post<FuelCalculationAnswer>('/api/fuell/calculate', input);

export const useCalculateFuel = () =>
  useSWRMutation('/api/fuell/calculate', (_key: string, { arg }: { arg: FuelRequest }) => calculateFuel(arg), { throwOnError: true });
