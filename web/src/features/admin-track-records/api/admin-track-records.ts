import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { MessageAnswer } from '@contracts/api.views';
import type { TrackRecordInput } from '@contracts/track-records.contract';
import type { TrackRecordAnswer, TrackRecordListAnswer, TrackRecordSuggestionListAnswer, TrackRecordSuggestionView as Suggestion, TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { api } from '@/lib/api-client';

const BASE = '/api/track-records';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const WRONG_SHAPE = 'Formato de respuesta inesperado del servidor';

async function getRecords(): Promise<TrackRecord[]> {
  const body = await api.get<Partial<TrackRecordListAnswer>>(`${BASE}/allrecords`);
  if (!Array.isArray(body?.data)) throw new Error(WRONG_SHAPE);
  return body.data;
}

async function getSuggestions(): Promise<Suggestion[]> {
  const body = await api.get<Partial<TrackRecordSuggestionListAnswer>>(`${BASE}/sugerencias`);
  if (!Array.isArray(body?.data)) throw new Error(WRONG_SHAPE);
  return body.data;
}

const RECORDS_KEY = [BASE, 'admin'] as const;
const SUGGESTIONS_KEY = [BASE, 'sugerencias'] as const;

export const useAdminRecords = () => useSWR(RECORDS_KEY, getRecords, { dedupingInterval: 0 });
export const useRecordSuggestions = () => useSWR(SUGGESTIONS_KEY, getSuggestions, { dedupingInterval: 0 });

const createRecord = (input: TrackRecordInput) => api.post<TrackRecordAnswer>(BASE, input);
const updateRecord = (id: string, input: TrackRecordInput) => api.put<TrackRecordAnswer>(one(id), input);
const deleteRecord = (id: string) => api.delete<MessageAnswer>(one(id));
const acceptSuggestion = (id: string) => api.post<TrackRecordAnswer>(`${BASE}/sugerencias/${encodeURIComponent(id)}/aceptar`);
const dismissSuggestion = (id: string) => api.post<MessageAnswer>(`${BASE}/sugerencias/${encodeURIComponent(id)}/descartar`);

/** A record saved or deleted may change which laps beat the standing ones: both lists are read again. */
function useRefreshRecords() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(RECORDS_KEY), mutate(SUGGESTIONS_KEY)]);
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
        await mutate(RECORDS_KEY);
        return answer;
      } finally {
        await mutate(SUGGESTIONS_KEY);
      }
    },
    { throwOnError: true },
  );
}
