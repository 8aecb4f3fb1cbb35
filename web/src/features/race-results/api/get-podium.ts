import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { PodiumView } from '@contracts/results.views';

export const PODIUM_KEY = '/api/toptree/events/top-three-winners';

/** The latest published event's first three per class, for the home page. */
export const usePodium = () => useSWR(PODIUM_KEY, () => api.get<PodiumView>(PODIUM_KEY));
