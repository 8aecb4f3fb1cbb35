import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { AdminEntryListAnswer, WithdrawalAnswer } from '@contracts/entries.views';

export const adminEntriesKey = (id: string) => `/api/campeonatos/${encodeURIComponent(id)}/inscritos/admin`;

/** GET /api/campeonatos/{id}/inscritos/admin: the entry list with e-mail, date, origin and payment. */
export const useAdminEntries = (id: string) => useSWR(adminEntriesKey(id), () => api.get<AdminEntryListAnswer>(adminEntriesKey(id)), { dedupingInterval: 0 });

/** DELETE /api/campeonatos/{id}/inscritos/{usuarioId}: withdraws the enrolment. */
export const withdrawEntry = (campeonatoId: string, usuarioId: string) =>
  api.delete<WithdrawalAnswer>(`/api/campeonatos/${encodeURIComponent(campeonatoId)}/inscritos/${encodeURIComponent(usuarioId)}`);
