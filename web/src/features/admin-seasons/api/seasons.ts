import useSWR from 'swr';
import type { MessageAnswer } from '@contracts/api.views';
import type { ChampionshipListAnswer } from '@contracts/championships.views';
import type { EditionAnswer, EditionSavedAnswer, NextSeasonAnswer, SeasonStatusAnswer, SeasonStatusView, SeriesListAnswer, SeriesSavedAnswer } from '@contracts/seasons.views';
import { api, toFormData } from '@/lib/api-client';

const SERIES_KEY = ['/api/series', 'admin'] as const;
const CHAMPIONSHIPS_KEY = ['/api/campeonatos', 'admin-temporadas'] as const;
const id = (value: string) => encodeURIComponent(value);

export const useSeries = () => useSWR(SERIES_KEY, async () => (await api.get<SeriesListAnswer>('/api/series')).data, { dedupingInterval: 0 });

export const useSeasonChampionships = () =>
  useSWR(CHAMPIONSHIPS_KEY, async () => (await api.get<ChampionshipListAnswer>('/api/campeonatos')).data, { dedupingInterval: 0 });

export const useEdition = (campeonatoId: string) =>
  useSWR(['/api/series/ediciones', campeonatoId, 'admin'], async () => (await api.get<EditionAnswer>(`/api/series/ediciones/${id(campeonatoId)}`)).data, { dedupingInterval: 0 });

export const useSeasonStatus = (campeonatoId: string) =>
  useSWR(['/api/temporadas/cierre', campeonatoId], async () => (await api.get<{ data: SeasonStatusView }>(`/api/temporadas/${id(campeonatoId)}/cierre`)).data, { dedupingInterval: 0 });

export const createSeries = (nombre: string, categoria: string, descripcion: string, logo: File | null) =>
  api.post<SeriesSavedAnswer>('/api/series', toFormData({ nombre, categoria, descripcion, ...(logo ? { logo } : {}) }));

export const updateSeries = (serieId: string, nombre: string, categoria: string, descripcion: string, logo: File | null) =>
  api.put<SeriesSavedAnswer>(`/api/series/${id(serieId)}`, toFormData({ nombre, categoria, descripcion, ...(logo ? { logo } : {}) }));

export const deleteSeries = (serieId: string) => api.delete<MessageAnswer>(`/api/series/${id(serieId)}`);

export const saveEdition = (campeonatoId: string, serieId: string, temporada: number, diasPrioridad: number) =>
  api.put<EditionSavedAnswer>(`/api/series/ediciones/${id(campeonatoId)}`, { serieId, temporada, diasPrioridad });

export const closeSeason = (campeonatoId: string) => api.post<SeasonStatusAnswer>(`/api/temporadas/${id(campeonatoId)}/cerrar`, {});
export const reopenSeason = (campeonatoId: string, motivo: string) => api.post<SeasonStatusAnswer>(`/api/temporadas/${id(campeonatoId)}/reabrir`, { motivo });
export const prepareNextSeason = (campeonatoId: string) => api.post<NextSeasonAnswer>(`/api/temporadas/${id(campeonatoId)}/siguiente`, {});
