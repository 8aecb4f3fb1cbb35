import useSWR from 'swr';
import type { FuelRequest } from '@contracts/fuel.contract';
import { api } from '@/lib/api-client';
import type { FuelStrategy } from './calculate-fuel';

export interface FuelHistoryEntry {
  id: string;
  input: FuelRequest;
  result: FuelStrategy;
  createdAt: string;
}

export const HISTORY_KEY = '/api/fuell/history';

export const getFuelHistory = () => api.get<{ success: boolean; data: FuelHistoryEntry[] }>(HISTORY_KEY).then((answer) => answer.data);

/** A signed-in driver's last 20 plans; nothing is asked for a visitor. */
export const useFuelHistory = (signedIn: boolean) => useSWR(signedIn ? HISTORY_KEY : null, getFuelHistory);
