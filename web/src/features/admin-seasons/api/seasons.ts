import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MessageAnswer } from '@contracts/api.views';
import type { AdminChampionshipsAnswer } from '@contracts/championships.views';
import type { EditionAnswer, EditionSavedAnswer, NextSeasonAnswer, SeasonStatusAnswer, SeasonStatusView, SeriesListAnswer, SeriesSavedAnswer } from '@contracts/seasons.views';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';

const SERIES_KEY = ['/api/series', 'admin'] as const;
/** Every page of this screen's championships: a series or season saved asks them again. */
const CHAMPIONSHIPS_KEY = (key: unknown) => Array.isArray(key) && key[0] === '/api/campeonatos' && key[1] === 'admin-temporadas';
const id = (value: string) => encodeURIComponent(value);

export const useSeries = () => useSWR(SERIES_KEY, async () => (await api.get<SeriesListAnswer>('/api/series')).data, { dedupingInterval: 0 });

/** A page of the championships, the latest start first, after the place `despues` of the page before (GET /api/campeonatos/admin; docs/adr/0065). */
export function useSeasonChampionships(after: string | undefined) {
  const query = after ? new URLSearchParams({ despues: after }).toString() : '';
  return useSWR(['/api/campeonatos', 'admin-temporadas', after ?? ''] as const, () => api.get<AdminChampionshipsAnswer>(`/api/campeonatos/admin${query ? `?${query}` : ''}`), {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
}

const editionKey = (campeonatoId: string) => ['/api/series/ediciones', campeonatoId, 'admin'] as const;
const statusKey = (campeonatoId: string) => ['/api/temporadas/cierre', campeonatoId] as const;

export const useEdition = (campeonatoId: string) =>
  useSWR(editionKey(campeonatoId), async () => (await api.get<EditionAnswer>(`/api/series/ediciones/${id(campeonatoId)}`)).data, { dedupingInterval: 0 });

export const useSeasonStatus = (campeonatoId: string) =>
  useSWR(statusKey(campeonatoId), async () => (await api.get<{ data: SeasonStatusView }>(`/api/temporadas/${id(campeonatoId)}/cierre`)).data, { dedupingInterval: 0 });

export interface SeriesFields {
  nombre: string;
  categoria: string;
  descripcion: string;
  /** A new logo, replacing the current one; null keeps it. */
  logo: File | null;
}

const seriesForm = ({ nombre, categoria, descripcion, logo }: SeriesFields) => toFormData({ nombre, categoria, descripcion, ...(logo ? { logo } : {}) });
const createSeries = (fields: SeriesFields) => api.post<SeriesSavedAnswer>('/api/series', seriesForm(fields));
const updateSeries = (serieId: string, fields: SeriesFields) => api.put<SeriesSavedAnswer>(`/api/series/${id(serieId)}`, seriesForm(fields));
const deleteSeries = (serieId: string) => api.delete<MessageAnswer>(`/api/series/${id(serieId)}`);

const saveEdition = (campeonatoId: string, serieId: string, temporada: number, diasPrioridad: number) =>
  api.put<EditionSavedAnswer>(`/api/series/ediciones/${id(campeonatoId)}`, { serieId, temporada, diasPrioridad });

const closeSeason = (campeonatoId: string) => api.post<SeasonStatusAnswer>(`/api/temporadas/${id(campeonatoId)}/cerrar`, {});
const reopenSeason = (campeonatoId: string, motivo: string) => api.post<SeasonStatusAnswer>(`/api/temporadas/${id(campeonatoId)}/reabrir`, { motivo });
const prepareNextSeason = (campeonatoId: string) => api.post<NextSeasonAnswer>(`/api/temporadas/${id(campeonatoId)}/siguiente`, {});

/** A new series (no `serieId`) or one edited; the series and the championships are read again. */
export function useSaveSeries() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/series', 'save'],
    async (_key, { arg: { serieId, ...fields } }: { arg: SeriesFields & { serieId?: string } }) => {
      const answer = serieId ? await updateSeries(serieId, fields) : await createSeries(fields);
      await Promise.all([mutate(SERIES_KEY), mutate(CHAMPIONSHIPS_KEY)]);
      return answer;
    },
    { throwOnError: true },
  );
}

/** A series deleted (the server refuses one with editions); the series are read again. */
export function useDeleteSeries() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/series', 'delete'],
    async (_key, { arg: serieId }: { arg: string }) => {
      const answer = await deleteSeries(serieId);
      await mutate(SERIES_KEY);
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
