import useSWR from 'swr';
import type { z } from 'zod';
import type { ChampionshipFields } from '@contracts/championships.contract';
import { api, toFormData } from '@/lib/api-client';
import type { FormInputs } from '@/lib/form-values';
import type { ChampionshipAnswer, ChampionshipListAnswer, ChampionshipView as Championship, DeletedAnswer, ManualEnrolmentAnswer } from '@contracts/championships.views';
import type { UserView } from '@contracts/identity.views';
import type { editionSchema } from '@contracts/seasons.contract';
import type { EditionAnswer, EditionSavedAnswer, SeriesListAnswer } from '@contracts/seasons.views';

export const ADMIN_CHAMPIONSHIPS_KEY = ['/api/campeonatos', 'admin'] as const;

export async function getChampionships(): Promise<Championship[]> {
  const body = await api.get<Partial<ChampionshipListAnswer>>('/api/campeonatos');
  return body?.data ?? [];
}

export const useAdminChampionships = () => useSWR(ADMIN_CHAMPIONSHIPS_KEY, getChampionships, { dedupingInterval: 0 });

/**
 * The fields of the championship form: the contract's request as the inputs hold it (text until the
 * contract reads it), with the series and season it is an edition of, saved apart (docs/adr/0033;
 * '' for none).
 */
export type ChampionshipFormValues = FormInputs<ChampionshipFields> & Partial<FormInputs<Pick<z.output<typeof editionSchema>, 'serieId' | 'temporada'>>>;

function toForm(values: ChampionshipFormValues, cover: File | null): FormData {
  const { premios, serieId: _serie, temporada: _season, ...rest } = values;
  return toFormData({
    ...rest,
    'premios[primerPuesto]': premios.primerPuesto,
    'premios[segundoPuesto]': premios.segundoPuesto,
    'premios[tercerPuesto]': premios.tercerPuesto,
    ...(cover ? { imagenPortada: cover } : {}),
  });
}

export const createChampionship = (values: ChampionshipFormValues, cover: File | null) =>
  api.post<ChampionshipAnswer>('/api/campeonatos', toForm(values, cover));

export const updateChampionship = (id: string, values: ChampionshipFormValues, cover: File | null) =>
  api.put<ChampionshipAnswer>(`/api/campeonatos/${encodeURIComponent(id)}`, toForm(values, cover));

export const useSeriesOptions = () => useSWR(['/api/series', 'form'], async () => (await api.get<SeriesListAnswer>('/api/series')).data, { dedupingInterval: 0 });

export const getEdition = async (campeonatoId: string) => (await api.get<EditionAnswer>(`/api/series/ediciones/${encodeURIComponent(campeonatoId)}`)).data;

/** Saves the series and season picked in the form, after the championship itself; nothing when no series was picked. */
export async function saveChampionshipEdition(campeonatoId: string, values: ChampionshipFormValues): Promise<void> {
  if (!values.serieId) return;
  const temporada = Number(values.temporada) || Number(values.fechaInicio.slice(0, 4));
  await api.put<EditionSavedAnswer>(`/api/series/ediciones/${encodeURIComponent(campeonatoId)}`, { serieId: values.serieId, temporada });
}

export const deleteChampionship = (id: string) => api.delete<DeletedAnswer>(`/api/campeonatos/${encodeURIComponent(id)}`);

export const enrolUser = (campeonatoId: string, usuarioId: string) => api.post<ManualEnrolmentAnswer>('/api/campeonatos/inscribir-admin', { campeonatoId, usuarioId });

/** The fields of GET /api/users the enrolment picker reads. */
export type UserOption = Pick<UserView, 'id' | 'nombre' | 'apellido' | 'email'>;

export const getUsers = () => api.get<UserOption[]>('/api/users');
