import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import type { ChampionshipFields } from '@contracts/championships.contract';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';
import type { FormInputs } from '@/lib/form-values';
import type { ChampionshipAnswer, ChampionshipListAnswer, ChampionshipView as Championship, DeletedAnswer, ManualEnrolmentAnswer } from '@contracts/championships.views';
import type { methodSettingsSchema } from '@contracts/payments.contract';
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
      await mutate(ADMIN_CHAMPIONSHIPS_KEY);
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
      await mutate(ADMIN_CHAMPIONSHIPS_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}

const ENROL_OPTIONS_KEY = ['/api/campeonatos', 'enrol-options'] as const;

/** The championships the manual enrolment chooses from (the places left change with each enrolment); the driver is searched as one types (UserPicker). */
export const useEnrolOptions = () =>
  useSWR(
    ENROL_OPTIONS_KEY,
    async (): Promise<{ championships: Championship[] }> => ({ championships: await getChampionships() }),
    { dedupingInterval: 0 },
  );

/** Enrols a driver by hand; the options (places left) are read again. */
export function useEnrolUser() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/campeonatos/inscribir-admin'],
    async (_key, { arg: { campeonatoId, usuarioId } }: { arg: { campeonatoId: string; usuarioId: string } }) => {
      const answer = await enrolUser(campeonatoId, usuarioId);
      await mutate(ENROL_OPTIONS_KEY);
      return answer;
    },
    { throwOnError: true },
  );
}
