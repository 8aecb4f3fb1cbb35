import useSWR from 'swr';
import type { FuelHistoryAnswer } from '@contracts/fuel.views';
import { api } from '@/lib/api-client';

export const HISTORY_KEY = '/api/fuell/history';

export const getFuelHistory = () => api.get<FuelHistoryAnswer>(HISTORY_KEY).then((answer) => answer.data);

/** A signed-in driver's last 20 plans; nothing is asked for a visitor. */
export const useFuelHistory = (signedIn: boolean) => useSWR(signedIn ? HISTORY_KEY : null, getFuelHistory);
