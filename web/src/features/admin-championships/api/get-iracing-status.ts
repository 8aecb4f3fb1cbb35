import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { IracingStatusAnswer } from '@contracts/iracing.contract';

export const IRACING_STATUS_KEY = '/api/iracing/estado';

/** Whether the iRacing connection is configured, when the sync last ran, and the championships whose sync fails. */
export const useIracingStatus = () => useSWR(IRACING_STATUS_KEY, () => api.get<IracingStatusAnswer>(IRACING_STATUS_KEY), { revalidateOnFocus: false });
