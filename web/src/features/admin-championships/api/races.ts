import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import type { createRaceSchema } from '@contracts/championships.contract';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';
import type { FormInputs } from '@/lib/form-values';
import type { AdminRacesAnswer, DeletedAnswer, RaceAnswer, RaceListItemView } from '@contracts/championships.views';
import { isAdminChampionships } from './championships';

export const racesKey = (campeonatoId: string) => ['/api/carreras', campeonatoId] as const;

/** One championship's races in the calendar's order (GET /api/carreras?campeonatoId=). */
export function getRaces(campeonatoId: string): Promise<RaceListItemView[]> {
  return api.get<RaceListItemView[]>(`/api/carreras?${new URLSearchParams({ campeonatoId })}`);
}

/** One championship's races (GET /api/carreras?campeonatoId=), bounded by its calendar; null asks nothing. */
export const useRaces = (campeonatoId: string | null) =>
  useSWR(campeonatoId ? racesKey(campeonatoId) : null, () => getRaces(campeonatoId!), { dedupingInterval: 0 });

/**
 * The races of every championship a page at a time, in the calendar's order, after the place `after`
 * of the page before, those whose circuit holds `q` when given (GET /api/carreras/admin, docs/adr/0065's
 * addendum): the races screen with no championship chosen, never every race ever. Keeps the old rows
 * while the next page loads; under the races' key, so a race written asks it again. null asks nothing.
 */
export function useAdminRacesPage(after: string | undefined | null, q = '') {
  const params = new URLSearchParams({ ...(q ? { q } : {}), ...(after ? { despues: after } : {}) });
  const query = params.toString() ? `?${params}` : '';
  return useSWR(after === null ? null : (['/api/carreras', 'admin', q, after ?? ''] as const), () => api.get<AdminRacesAnswer>(`/api/carreras/admin${query}`), {
    keepPreviousData: true,
    dedupingInterval: 0,
  });
}

/**
 * The next `n` races of every championship (GET /api/carreras?proximas=n): the dashboard's, a bounded
 * read instead of every race ever. Under the races' key, so a race written asks it again.
 */
export const useUpcomingRaces = (n: number) =>
  useSWR(['/api/carreras', 'proximas', n] as const, () => api.get<RaceListItemView[]>(`/api/carreras?${new URLSearchParams({ proximas: String(n) })}`), { dedupingInterval: 0 });

/** The fields of the race form: the create call's request as the inputs hold it (text until the contract reads it). */
export type RaceFormValues = FormInputs<z.output<typeof createRaceSchema>>;

/** What to do with the circuit image: keep it, replace it with a file, or remove it. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

function toForm(values: RaceFormValues, image: ImageChange, { includeChampionship }: { includeChampionship: boolean }): FormData {
  const { videos, campeonato, ...rest } = values;
  const form = toFormData({ ...rest, ...(includeChampionship ? { campeonato } : {}) });
  // Every field is sent at its position, so the server's `videos.<i>` messages land under the field
  // typed; it drops the empty ones. No field at all clears the videos.
  if (videos.every((v) => v.trim() === '')) form.append('videos', '');
  else videos.forEach((link, i) => form.append(`videos[${i}]`, link));
  if (image.kind === 'replace') form.append('imgCircuito', image.file);
  if (image.kind === 'remove') form.append('imgCircuito', '');
  return form;
}

const createRace = (values: RaceFormValues, image: ImageChange) =>
  api.post<RaceAnswer>('/api/carreras', toForm(values, image, { includeChampionship: true }));

const updateRace = (id: string, values: RaceFormValues, image: ImageChange) =>
  api.put<RaceAnswer>(`/api/carreras/${encodeURIComponent(id)}`, toForm(values, image, { includeChampionship: false }));

const deleteRace = (id: string) => api.delete<DeletedAnswer>(`/api/carreras/${encodeURIComponent(id)}`);

const isRaceList = (key: unknown) => Array.isArray(key) && key[0] === '/api/carreras';

export interface RaceWrite {
  values: RaceFormValues;
  image: ImageChange;
}

/** Creates a race; the races list reads it when it is shown next. */
export const useCreateRace = () =>
  useSWRMutation(['/api/carreras', 'create'], (_key, { arg: { values, image } }: { arg: RaceWrite }) => createRace(values, image), { throwOnError: true });

/** Saves an edited race; the races lists and the admin championships (which list their races) are read again. */
export function useUpdateRace() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/carreras', 'update'],
    async (_key, { arg: { id, values, image } }: { arg: RaceWrite & { id: string } }) => {
      const answer = await updateRace(id, values, image);
      await Promise.all([mutate(isRaceList), mutate(isAdminChampionships)]);
      return answer;
    },
    { throwOnError: true },
  );
}

/** Deletes a race; the races lists are read again. */
export function useDeleteRace() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/carreras', 'delete'],
    async (_key, { arg: id }: { arg: string }) => {
      const answer = await deleteRace(id);
      await mutate(isRaceList);
      return answer;
    },
    { throwOnError: true },
  );
}

const setRoundOrder = (campeonatoId: string, carreraIds: string[]) =>
  api.put<RaceListItemView[]>(`/api/campeonatos/${encodeURIComponent(campeonatoId)}/orden-rondas`, { carreraIds });

/** Puts a championship's rounds in a new order (races of the same start only); the races lists are read again. */
export function useSetRoundOrder() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['/api/carreras', 'round-order'],
    async (_key, { arg }: { arg: { campeonatoId: string; carreraIds: string[] } }) => {
      const answer = await setRoundOrder(arg.campeonatoId, arg.carreraIds);
      await mutate(isRaceList);
      return answer;
    },
    { throwOnError: true },
  );
}
