import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { LeagueSeasonsAnswer } from '@contracts/iracing.contract';

export { leagueIdSchema } from '@contracts/iracing.contract';

/** The seasons of an iRacing league, asked of iRacing through the server; nothing is asked without a league. */
export const useLeagueSeasons = (ligaId: number | null) =>
  useSWR(ligaId ? `/api/iracing/ligas/${ligaId}/temporadas` : null, (path: string) => api.get<LeagueSeasonsAnswer>(path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
