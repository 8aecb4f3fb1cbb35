import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ChampionshipListAnswer } from '@contracts/championships.views';
import type { EditionAnswer, EditionSavedAnswer, NextSeasonAnswer, SeasonStatusAnswer, SeasonStatusView, SeriesListAnswer, SeriesSavedAnswer } from '@contracts/seasons.views';
import { api, toFormData } from '@/lib/api-client';

const SERIES_KEY = ['/api/series', 'admin'] as const;
const CHAMPIONSHIPS_KEY = ['/api/campeonatos', 'admin-temporadas'] as const;
const id = (value: string) => encodeURIComponent(value);

export const useSeries = () => useSWR(SERIES_KEY, async () => (await api.get<SeriesListAnswer>('/api/series')).data, { dedupingInterval: 0 });

export const useSeasonChampionships = () =>
  useSWR(CHAMPIONSHIPS_KEY, async () => (await api.get<ChampionshipListAnswer>('/api/campeonatos')).data, { dedupingInterval: 0 });

const editionKey = (campeonatoId: string) => ['/api/series/ediciones', campeonatoId, 'admin'] as const;
const statusKey = (campeonatoId: string) => ['/api/temporadas/cierre', campeonatoId] as const;

export const useEdition = (campeonatoId: string) =>
  useSWR(editionKey(campeonatoId), async () => (await api.get<EditionAnswer>(`/api/series/ediciones/${id(campeonatoId)}`)).data, { dedupingInterval: 0 });

export const useSeasonStatus = (campeonatoId: string) =>
  useSWR(statusKey(campeonatoId), async () => (await api.get<{ data: SeasonStatusView }>(`/api/temporadas/${id(campeonatoId)}/cierre`)).data, { dedupingInterval: 0 });

const createSeries = (nombre: string, categoria: string, descripcion: string) => api.post<SeriesSavedAnswer>('/api/series', toFormData({ nombre, categoria, descripcion }));

const saveEdition = (campeonatoId: string, serieId: string, temporada: number, diasPrioridad: number) =>
  api.put<EditionSavedAnswer>(`/api/series/ediciones/${id(campeonatoId)}`, { serieId, temporada, diasPrioridad });

const closeSeason = (campeonatoId: string) => api.post<SeasonStatusAnswer>(`/api/temporadas/${id(campeonatoId)}/cerrar`, {});
const reopenSeason = (campeonatoId: string, motivo: string) => api.post<SeasonStatusAnswer>(`/api/temporadas/${id(campeonatoId)}/reabrir`, { motivo });
const prepareNextSeason = (campeonatoId: string) => api.post<NextSeasonAnswer>(`/api/temporadas/${id(campeonatoId)}/siguiente`, {});

/** A new series; the series and the championships are read again. */
export function useCreateSeries() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/series', 'create'],
    async (_key, { arg: { nombre, categoria, descripcion } }: { arg: { nombre: string; categoria: string; descripcion: string } }) => {
      const answer = await createSeries(nombre, categoria, descripcion);
      await Promise.all([mutate(SERIES_KEY), mutate(CHAMPIONSHIPS_KEY)]);
      return answer;
    },
    { throwOnError: true },
  );
}

export type SeasonAction = { action: 'edicion'; serieId: string; temporada: number; diasPrioridad: number } | { action: 'cerrar' } | { action: 'reabrir'; motivo: string } | { action: 'siguiente' };

const seasonWrite = (campeonatoId: string, arg: SeasonAction): Promise<{ message: string }> => {
  switch (arg.action) {
    case 'edicion':
      return saveEdition(campeonatoId, arg.serieId, arg.temporada, arg.diasPrioridad);
    case 'cerrar':
      return closeSeason(campeonatoId);
    case 'reabrir':
      return reopenSeason(campeonatoId, arg.motivo);
    case 'siguiente':
      return prepareNextSeason(campeonatoId);
  }
};

/**
 * One championship's season: its series and season saved, closed, reopened or its next edition
 * prepared. The edition, the season's state, the series and the championships are read again.
 */
export function useSeasonAction(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/temporadas', campeonatoId, 'action'],
    async (_key, { arg }: { arg: SeasonAction }) => {
      const answer = await seasonWrite(campeonatoId, arg);
      await Promise.all([mutate(editionKey(campeonatoId)), mutate(statusKey(campeonatoId)), mutate(SERIES_KEY), mutate(CHAMPIONSHIPS_KEY)]);
      return answer;
    },
    { throwOnError: true },
  );
}
