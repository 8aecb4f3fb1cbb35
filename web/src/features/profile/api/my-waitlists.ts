import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { MyWaitlistsAnswer } from '@contracts/entries.views';

const KEY = '/api/campeonatos/mis-listas-espera';

/** GET /api/campeonatos/mis-listas-espera: the queues the driver is in, with his place and any open offer. */
export const useMyWaitlists = () => useSWR(KEY, () => api.get<MyWaitlistsAnswer>(KEY));
