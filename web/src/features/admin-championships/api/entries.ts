import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { AdminEntryListAnswer, EntryDecisionAnswer, RaceAttendanceAnswer, GateExemptionsAnswer, WaitlistChangeAnswer, WithdrawalAnswer } from '@contracts/entries.views';
import type { ChampionshipView } from '@contracts/championships.views';

export const adminEntriesKey = (id: string) => `/api/campeonatos/${encodeURIComponent(id)}/inscritos/admin`;

/** GET /api/campeonatos/{id}/inscritos/admin: the entry list with e-mail, date, origin and payment. */
export const useAdminEntries = (id: string) => useSWR(adminEntriesKey(id), () => api.get<AdminEntryListAnswer>(adminEntriesKey(id)), { dedupingInterval: 0 });

/** DELETE /api/campeonatos/{id}/inscritos/{usuarioId}: withdraws the enrolment. */
export const withdrawEntry = (campeonatoId: string, usuarioId: string) =>
  api.delete<WithdrawalAnswer>(`/api/campeonatos/${encodeURIComponent(campeonatoId)}/inscritos/${encodeURIComponent(usuarioId)}`);

const queuePath = (campeonatoId: string) => `/api/campeonatos/${encodeURIComponent(campeonatoId)}/lista-espera`;

/** PUT /api/campeonatos/{id}/lista-espera/orden: the whole queue in its new order. */
export const reorderWaitlist = (campeonatoId: string, usuarioIds: string[]) => api.put<WaitlistChangeAnswer>(`${queuePath(campeonatoId)}/orden`, { usuarioIds });

/** POST /api/campeonatos/{id}/lista-espera/{usuarioId}/oferta: offers a free place to that driver by hand. */
export const offerPlace = (campeonatoId: string, usuarioId: string) => api.post<WaitlistChangeAnswer>(`${queuePath(campeonatoId)}/${encodeURIComponent(usuarioId)}/oferta`, {});

/** DELETE /api/campeonatos/{id}/lista-espera/{usuarioId}/oferta: ends an open offer early; the place goes to the next. */
export const endOffer = (campeonatoId: string, usuarioId: string) => api.delete<WaitlistChangeAnswer>(`${queuePath(campeonatoId)}/${encodeURIComponent(usuarioId)}/oferta`);

const requestPath = (campeonatoId: string, usuarioId: string) => `/api/campeonatos/${encodeURIComponent(campeonatoId)}/solicitudes/${encodeURIComponent(usuarioId)}`;

/** POST …/solicitudes/{usuarioId}/aprobar: enters the driver, sends him the link to pay, or puts him on the waiting list. */
export const approveRequest = (campeonatoId: string, usuarioId: string) => api.post<EntryDecisionAnswer>(`${requestPath(campeonatoId, usuarioId)}/aprobar`, {});

/** POST …/solicitudes/{usuarioId}/rechazar: with the reason mailed to the driver. */
export const rejectRequest = (campeonatoId: string, usuarioId: string, motivo: string) => api.post<EntryDecisionAnswer>(`${requestPath(campeonatoId, usuarioId)}/rechazar`, { motivo });

/** GET /api/campeonatos/{id}: the championship's races, for the attendance's race picker. */
export const useChampionshipRaces = (id: string) =>
  useSWR(`/api/campeonatos/${encodeURIComponent(id)}`, () => api.get<ChampionshipView>(`/api/campeonatos/${encodeURIComponent(id)}`));

/** GET /api/carreras/{id}/asistencia (admin): who signed out, raced or did not show at a race. */
export const useRaceAttendance = (carreraId: string | null) =>
  useSWR(carreraId ? `/api/carreras/${encodeURIComponent(carreraId)}/asistencia` : null, () => api.get<RaceAttendanceAnswer>(`/api/carreras/${encodeURIComponent(carreraId!)}/asistencia`));

/** The drivers let through the licence and iRating gate (docs/adr/0037), admin only. */
const exemptionsPath = (campeonatoId: string) => `/api/campeonatos/${encodeURIComponent(campeonatoId)}/excepciones`;
export const useGateExemptions = (campeonatoId: string, enabled: boolean) =>
  useSWR(enabled ? exemptionsPath(campeonatoId) : null, () => api.get<GateExemptionsAnswer>(exemptionsPath(campeonatoId)), { dedupingInterval: 0 });
export const addGateExemption = (campeonatoId: string, usuario: string) => api.put<GateExemptionsAnswer & { message: string }>(`${exemptionsPath(campeonatoId)}/${encodeURIComponent(usuario)}`, {});
export const removeGateExemption = (campeonatoId: string, usuarioId: string) => api.delete<GateExemptionsAnswer & { message: string }>(`${exemptionsPath(campeonatoId)}/${encodeURIComponent(usuarioId)}`);
