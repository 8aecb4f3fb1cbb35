import useSWR from 'swr';
import type { StandingsConfig } from '@contracts/standings-config.contract';
import type { SaveScoringConfigAnswer, ScoringConfigAnswer } from '@contracts/standings.views';
import { api } from '@/lib/api-client';

const url = (campeonatoId: string) => `/api/campeonatos/${encodeURIComponent(campeonatoId)}/puntuacion`;

/** The championship's scoring configuration (the stored one, else the F1 preset, said so). */
export const useScoringConfig = (campeonatoId: string | undefined) =>
  useSWR(campeonatoId ? [url(campeonatoId), 'admin'] : null, () => api.get<ScoringConfigAnswer>(url(campeonatoId!)), { revalidateOnFocus: false, dedupingInterval: 0 });

export const saveScoringConfig = (campeonatoId: string, configuracion: StandingsConfig) => api.put<SaveScoringConfigAnswer>(url(campeonatoId), configuracion);
