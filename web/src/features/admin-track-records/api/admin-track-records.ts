import useSWR from 'swr';
import type { MessageAnswer } from '@contracts/api.views';
import type { UserView } from '@contracts/identity.views';
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

export type UserOption = Pick<UserView, 'id' | 'nombre' | 'apellido' | 'email'>;

export const useAdminRecords = () => useSWR([BASE, 'admin'], getRecords, { dedupingInterval: 0 });
export const useRecordSuggestions = () => useSWR([BASE, 'sugerencias'], getSuggestions, { dedupingInterval: 0 });
export const useUserOptions = () => useSWR(['/api/users', 'track-records'], () => api.get<UserOption[]>('/api/users'), { revalidateOnFocus: false });

export const createRecord = (input: TrackRecordInput) => api.post<TrackRecordAnswer>(BASE, input);
export const updateRecord = (id: string, input: TrackRecordInput) => api.put<TrackRecordAnswer>(one(id), input);
export const deleteRecord = (id: string) => api.delete<MessageAnswer>(one(id));
export const acceptSuggestion = (id: string) => api.post<TrackRecordAnswer>(`${BASE}/sugerencias/${encodeURIComponent(id)}/aceptar`);
export const dismissSuggestion = (id: string) => api.post<MessageAnswer>(`${BASE}/sugerencias/${encodeURIComponent(id)}/descartar`);
