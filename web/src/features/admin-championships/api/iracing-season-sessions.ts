import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { SeasonSessionsAnswer, SyncReport } from '@contracts/iracing.contract';
import type { ImportEventAnswer } from '@contracts/results.views';

const base = (campeonatoId: string) => `/api/iracing/campeonatos/${encodeURIComponent(campeonatoId)}/sesiones`;

/** The sessions of the championship's iRacing season: what became of each, and the races to send an unmatched one to. */
export const useSeasonSessions = (campeonatoId: string) =>
  useSWR(campeonatoId ? base(campeonatoId) : null, (path: string) => api.get<SeasonSessionsAnswer>(path), { revalidateOnFocus: false, shouldRetryOnError: false });

/** Imports one session of the season into the race and scored session chosen. */
const importSeasonSession = (campeonatoId: string, subsessionId: number, to: { carreraId: string; sesion: number }) =>
  api.post<ImportEventAnswer>(`${base(campeonatoId)}/${subsessionId}/importar`, to);

/** Runs the sync of one championship now, rather than waiting for the next pass. */
const syncChampionship = (campeonatoId: string) => api.post<SyncReport>('/api/iracing/sincronizar', { campeonatoId });

/** Imports one session into the race and scored session chosen; the season's sessions are read again. */
export function useImportSeasonSession(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [base(campeonatoId), 'import'],
    async (_key, { arg: { subsessionId, to } }: { arg: { subsessionId: number; to: { carreraId: string; sesion: number } } }) => {
      const answer = await importSeasonSession(campeonatoId, subsessionId, to);
      await mutate(base(campeonatoId));
      return answer;
    },
    { throwOnError: true },
  );
}

/** Runs the championship's sync now; the season's sessions are read again. */
export function useSyncChampionship(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/iracing/sincronizar', campeonatoId],
    async () => {
      const report = await syncChampionship(campeonatoId);
      await mutate(base(campeonatoId));
      return report;
    },
    { throwOnError: true },
  );
}
