import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { SeasonSessionsAnswer, SyncReport } from '@contracts/iracing.contract';
import type { ImportEventAnswer } from '@contracts/results.views';

const base = (campeonatoId: string) => `/api/iracing/campeonatos/${encodeURIComponent(campeonatoId)}/sesiones`;

/** The sessions of the championship's iRacing season: what became of each, and the races to send an unmatched one to. */
export const useSeasonSessions = (campeonatoId: string) =>
  useSWR(campeonatoId ? base(campeonatoId) : null, (path: string) => api.get<SeasonSessionsAnswer>(path), { revalidateOnFocus: false, shouldRetryOnError: false });

/** Imports one session of the season into the race and scored session chosen. */
export const importSeasonSession = (campeonatoId: string, subsessionId: number, to: { carreraId: string; sesion: number }) =>
  api.post<ImportEventAnswer>(`${base(campeonatoId)}/${subsessionId}/importar`, to);

/** Runs the sync of one championship now, rather than waiting for the next pass. */
export const syncChampionship = (campeonatoId: string) => api.post<SyncReport>('/api/iracing/sincronizar', { campeonatoId });
