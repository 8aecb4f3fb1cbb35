import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import type { ChampionshipFields } from '@contracts/championships.contract';
import { api, ApiError } from '@/lib/api-client';
import { isChampionshipOptions } from '@/lib/championship-search';
import { toFormData } from '@/lib/api-forms';
import type { FormInputs } from '@/lib/form-values';
import type { AdminChampionshipsAnswer, ChampionshipAnswer, ChampionshipView as Championship, DeletedAnswer, ManualEnrolmentAnswer } from '@contracts/championships.views';
import type { methodSettingsSchema } from '@contracts/payments.contract';
import type { editionSchema } from '@contracts/seasons.contract';
import type { EditionAnswer, EditionSavedAnswer, SeriesListAnswer } from '@contracts/seasons.views';

/** Whether an SWR key is one of the admin's championship reads (the list's pages, one championship, the pickers'): a write asks them again. */
export const isAdminChampionships = (key: unknown) => (Array.isArray(key) && key[0] === '/api/campeonatos' && (key[1] === 'admin' || key[1] === 'admin-uno')) || isChampionshipOptions(key);

/**
 * A page of the admin's championships (GET /api/campeonatos/admin, the server's size, 20), the latest
 * start first, searched on the server by name, category, series or year, after the place `despues`
 * of the page before (docs/adr/0065). Keeps the old rows while the next page or search loads.
 */
export function useAdminChampionshipsPage(q: string, after: string | undefined) {
  const query = new URLSearchParams({ ...(q ? { q } : {}), ...(after ? { despues: after } : {}) }).toString();
  return useSWR(['/api/campeonatos', 'admin', q, after ?? ''] as const, () => api.get<AdminChampionshipsAnswer>(`/api/campeonatos/admin${query ? `?${query}` : ''}`), {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
}

/** One championship (GET /api/campeonatos/{id}), for a screen about it, not the whole list to find it: null when it does not exist. */
export const useAdminChampionship = (id: string) =>
  useSWR(
    id ? (['/api/campeonatos', 'admin-uno', id] as const) : null,
    () =>
      api.get<Championship>(`/api/campeonatos/${encodeURIComponent(id)}`).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    { dedupingInterval: 0 },
  );

/**
 * The fields of the championship form: the contract's request as the inputs hold it (text until the
 * contract reads it), with the series and season it is an edition of ('' for none): sent with a new
 * championship, which the server creates in its series in one transaction; saved apart when editing
 * (docs/adr/0033).
 */
export type ChampionshipFormValues = FormInputs<Omit<ChampionshipFields, 'claveFormulario'>> &
  Partial<FormInputs<Pick<z.output<typeof editionSchema>, 'serieId' | 'temporada'>>> & {
    /** The edit form's payment methods, saved apart after the championship. */
    metodos?: z.output<typeof methodSettingsSchema>;
  };

function toForm(values: ChampionshipFormValues, cover: File | null): FormData {
  const { premios, serieId: _serie, temporada: _season, metodos: _methods, ...rest } = values;
  return toFormData({
    ...rest,
    'premios[primerPuesto]': premios.primerPuesto,
    'premios[segundoPuesto]': premios.segundoPuesto,
    'premios[tercerPuesto]': premios.tercerPuesto,
    ...(cover ? { imagenPortada: cover } : {}),
  });
}

/** The season sent with the series: the one typed, else the year the championship starts. */
const seasonOf = (values: ChampionshipFormValues) => Number(values.temporada) || Number(values.fechaInicio.slice(0, 4));

/** One request: the championship and, when a series is picked, its series and season (all or nothing). */
/**
 * A key for one creation form, drawn when it opens: sent with every press of 'Crear campeonato', so a
 * second press or a retry of the same form creates nothing on the server. From `getRandomValues`, which
 * works on a plain-HTTP address too.
 */
export const newFormKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

function createChampionship(values: ChampionshipFormValues, cover: File | null, formKey?: string) {
  const form = toForm(values, cover);
  if (formKey) form.append('claveFormulario', formKey);
  if (values.serieId) {
    form.append('serieId', values.serieId);
    form.append('temporada', String(seasonOf(values)));
  }
  return api.post<ChampionshipAnswer>('/api/campeonatos', form);
}

const updateChampionship = (id: string, values: ChampionshipFormValues, cover: File | null) =>
  api.put<ChampionshipAnswer>(`/api/campeonatos/${encodeURIComponent(id)}`, toForm(values, cover));

export const useSeriesOptions = () => useSWR(['/api/series', 'form'], async () => (await api.get<SeriesListAnswer>('/api/series')).data, { dedupingInterval: 0 });

export const getEdition = async (campeonatoId: string) => (await api.get<EditionAnswer>(`/api/series/ediciones/${encodeURIComponent(campeonatoId)}`)).data;

/** Saves the series and season picked in the form, after the championship itself; nothing when no series was picked. */
async function saveChampionshipEdition(campeonatoId: string, values: ChampionshipFormValues): Promise<void> {
  if (!values.serieId) return;
  await api.put<EditionSavedAnswer>(`/api/series/ediciones/${encodeURIComponent(campeonatoId)}`, { serieId: values.serieId, temporada: seasonOf(values) });
}

const deleteChampionship = (id: string) => api.delete<DeletedAnswer>(`/api/campeonatos/${encodeURIComponent(id)}`);

const enrolUser = (campeonatoId: string, usuarioId: string) => api.post<ManualEnrolmentAnswer>('/api/campeonatos/inscribir-admin', { campeonatoId, usuarioId });

export interface ChampionshipWrite {
  values: ChampionshipFormValues;
  cover: File | null;
  /** The creation form's key (`newFormKey`); none when editing. */
  formKey?: string;
}

/** Creates a championship in its series and season, in one request; the list reads it when it is shown next. */
export const useCreateChampionship = () =>
  useSWRMutation(
    ['/api/campeonatos', 'create'],
    async (_key, { arg: { values, cover, formKey } }: { arg: ChampionshipWrite }) => createChampionship(values, cover, formKey),
    { throwOnError: true },
  );

/** Saves a championship and its series and season; the admin list is read again. */
export function useUpdateChampionship(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/campeonatos', 'update', id],
    async (_key, { arg: { values, cover } }: { arg: ChampionshipWrite }) => {
      const answer = await updateChampionship(id, values, cover);
      await saveChampionshipEdition(id, values);
      await mutate(isAdminChampionships);
      return answer;
    },
    { throwOnError: true },
  );
}

/** Deletes a championship; the admin list is read again. */
export function useDeleteChampionship() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/campeonatos', 'delete'],
    async (_key, { arg: id }: { arg: string }) => {
      const answer = await deleteChampionship(id);
      await mutate(isAdminChampionships);
      return answer;
    },
    { throwOnError: true },
  );
}

/** Enrols a driver by hand; the championship pickers (places left) are read again. */
export function useEnrolUser() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/campeonatos/inscribir-admin'],
    async (_key, { arg: { campeonatoId, usuarioId } }: { arg: { campeonatoId: string; usuarioId: string } }) => {
      const answer = await enrolUser(campeonatoId, usuarioId);
      await mutate(isChampionshipOptions);
      return answer;
    },
    { throwOnError: true },
  );
}
