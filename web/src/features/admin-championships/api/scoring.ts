import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { StandingsConfig } from '@contracts/standings-config.contract';
import type { SaveScoringConfigAnswer, ScoringConfigAnswer } from '@contracts/standings.views';
import { api } from '@/lib/api-client';

const url = (campeonatoId: string) => `/api/campeonatos/${encodeURIComponent(campeonatoId)}/puntuacion`;

/** The championship's scoring configuration (the stored one, else the F1 preset, said so). */
const configKey = (campeonatoId: string) => [url(campeonatoId), 'admin'] as const;

export const useScoringConfig = (campeonatoId: string | undefined) =>
  useSWR(campeonatoId ? configKey(campeonatoId) : null, () => api.get<ScoringConfigAnswer>(url(campeonatoId!)), { revalidateOnFocus: false, dedupingInterval: 0 });

const saveScoringConfig = (campeonatoId: string, configuracion: StandingsConfig) => api.put<SaveScoringConfigAnswer>(url(campeonatoId), configuracion);

/** Saves the rulebook and keeps the answer as the configuration read, without asking again. */
export function useSaveScoringConfig(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [url(campeonatoId), 'save'],
    async (_key, { arg }: { arg: StandingsConfig }) => {
      const answer = await saveScoringConfig(campeonatoId, arg);
      await mutate(configKey(campeonatoId), answer.data, { revalidate: false });
      return answer;
    },
    { throwOnError: true },
  );
}
