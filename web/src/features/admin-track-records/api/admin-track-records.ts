import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MessageAnswer } from '@contracts/api.views';
import type { TrackRecordInput } from '@contracts/track-records.contract';
import type { TrackRecordAnswer, TrackRecordListAnswer, TrackRecordSuggestionListAnswer, TrackRecordSuggestionView as Suggestion, TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { api } from '@/lib/api-client';

const BASE = '/api/track-records';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const WRONG_SHAPE = 'Formato de respuesta inesperado del servidor';

/** One page of every record (the server's size, 50), narrowed by `search`, after the place `despues` of the page before. */
async function getRecords(search: string, despues: string | undefined): Promise<{ data: TrackRecord[]; siguiente: string | null }> {
  const query = new URLSearchParams({ ...(search ? { search } : {}), ...(despues ? { despues } : {}) }).toString();
  const body = await api.get<Partial<TrackRecordListAnswer>>(`${BASE}/allrecords${query ? `?${query}` : ''}`);
  if (!Array.isArray(body?.data)) throw new Error(WRONG_SHAPE);
  return { data: body.data, siguiente: typeof body.siguiente === 'string' ? body.siguiente : null };
}

async function getSuggestions(): Promise<Suggestion[]> {
  const body = await api.get<Partial<TrackRecordSuggestionListAnswer>>(`${BASE}/sugerencias`);
  if (!Array.isArray(body?.data)) throw new Error(WRONG_SHAPE);
  return body.data;
}

const SUGGESTIONS_KEY = [BASE, 'sugerencias'] as const;
/** Every page of the records list read so far, whatever its search and place. */
const isRecordsPage = (key: unknown) => Array.isArray(key) && key[0] === BASE && key[1] === 'admin';

/** A page of the records, searched on the server; the old rows stay while the next page or search loads. */
export const useAdminRecords = (search: string, despues: string | undefined) =>
  useSWR([BASE, 'admin', search, despues ?? ''] as const, () => getRecords(search, despues), { keepPreviousData: true, dedupingInterval: 0 });
export const useRecordSuggestions = () => useSWR(SUGGESTIONS_KEY, getSuggestions, { dedupingInterval: 0 });

const createRecord = (input: TrackRecordInput) => api.post<TrackRecordAnswer>(BASE, input);
const updateRecord = (id: string, input: TrackRecordInput) => api.put<TrackRecordAnswer>(one(id), input);
const deleteRecord = (id: string) => api.delete<MessageAnswer>(one(id));
const acceptSuggestion = (id: string) => api.post<TrackRecordAnswer>(`${BASE}/sugerencias/${encodeURIComponent(id)}/aceptar`);
const dismissSuggestion = (id: string) => api.post<MessageAnswer>(`${BASE}/sugerencias/${encodeURIComponent(id)}/descartar`);

/** A record saved or deleted may change which laps beat the standing ones: both lists are read again. */
function useRefreshRecords() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(isRecordsPage), mutate(SUGGESTIONS_KEY)]);
}

/** Creates a record (no `id`) or edits one. */
export function useSaveRecord(id?: string) {
  const refresh = useRefreshRecords();
  return useSWRMutation(
    [BASE, 'save', id ?? 'new'],
    async (_key, { arg }: { arg: TrackRecordInput }) => {
      const answer = id ? await updateRecord(id, arg) : await createRecord(arg);
      await refresh();
      return answer;
    },
    { throwOnError: true },
  );
}

export function useDeleteRecord() {
  const refresh = useRefreshRecords();
  return useSWRMutation(
    [BASE, 'delete'],
    async (_key, { arg: id }: { arg: string }) => {
      const answer = await deleteRecord(id);
      await refresh();
      return answer;
    },
    { throwOnError: true },
  );
}

/**
 * Accepts or dismisses a suggestion. Accepting one adds a record; either way the suggestions are read
 * again, even when the write fails (another admin may have taken it already).
 */
export function useDecideSuggestion() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [BASE, 'sugerencias', 'decide'],
    async (_key, { arg: { id, action } }: { arg: { id: string; action: 'aceptar' | 'descartar' } }) => {
      try {
        if (action === 'descartar') return await dismissSuggestion(id);
        const answer = await acceptSuggestion(id);
        await mutate(isRecordsPage);
        return answer;
      } finally {
        await mutate(SUGGESTIONS_KEY);
      }
    },
    { throwOnError: true },
  );
}
