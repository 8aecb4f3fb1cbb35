import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { AdminEntryListAnswer, EntryDecisionAnswer, RaceAttendanceAnswer, GateExemptionsAnswer, WaitlistChangeAnswer, WithdrawalAnswer } from '@contracts/entries.views';
import type { ChampionshipView } from '@contracts/championships.views';

export const adminEntriesKey = (id: string) => `/api/campeonatos/${encodeURIComponent(id)}/inscritos/admin`;

/** GET /api/campeonatos/{id}/inscritos/admin: the entry list with e-mail, date, origin and payment. */
export const useAdminEntries = (id: string) => useSWR(adminEntriesKey(id), () => api.get<AdminEntryListAnswer>(adminEntriesKey(id)), { dedupingInterval: 0 });

/** DELETE /api/campeonatos/{id}/inscritos/{usuarioId}: withdraws the enrolment. */
const withdrawEntry = (campeonatoId: string, usuarioId: string) =>
  api.delete<WithdrawalAnswer>(`/api/campeonatos/${encodeURIComponent(campeonatoId)}/inscritos/${encodeURIComponent(usuarioId)}`);

const queuePath = (campeonatoId: string) => `/api/campeonatos/${encodeURIComponent(campeonatoId)}/lista-espera`;

/** PUT /api/campeonatos/{id}/lista-espera/orden: the whole queue in its new order. */
const reorderWaitlist = (campeonatoId: string, usuarioIds: string[]) => api.put<WaitlistChangeAnswer>(`${queuePath(campeonatoId)}/orden`, { usuarioIds });

/** POST /api/campeonatos/{id}/lista-espera/{usuarioId}/oferta: offers a free place to that driver by hand. */
const offerPlace = (campeonatoId: string, usuarioId: string) => api.post<WaitlistChangeAnswer>(`${queuePath(campeonatoId)}/${encodeURIComponent(usuarioId)}/oferta`, {});

/** DELETE /api/campeonatos/{id}/lista-espera/{usuarioId}/oferta: ends an open offer early; the place goes to the next. */
const endOffer = (campeonatoId: string, usuarioId: string) => api.delete<WaitlistChangeAnswer>(`${queuePath(campeonatoId)}/${encodeURIComponent(usuarioId)}/oferta`);

const requestPath = (campeonatoId: string, usuarioId: string) => `/api/campeonatos/${encodeURIComponent(campeonatoId)}/solicitudes/${encodeURIComponent(usuarioId)}`;

/** POST …/solicitudes/{usuarioId}/aprobar: enters the driver, sends him the link to pay, or puts him on the waiting list. */
const approveRequest = (campeonatoId: string, usuarioId: string) => api.post<EntryDecisionAnswer>(`${requestPath(campeonatoId, usuarioId)}/aprobar`, {});

/** POST …/solicitudes/{usuarioId}/rechazar: with the reason mailed to the driver. */
const rejectRequest = (campeonatoId: string, usuarioId: string, motivo: string) => api.post<EntryDecisionAnswer>(`${requestPath(campeonatoId, usuarioId)}/rechazar`, { motivo });

/** Withdraws an enrolment; the entry list is read again. */
export function useWithdrawEntry(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [adminEntriesKey(campeonatoId), 'withdraw'],
    async (_key, { arg: usuarioId }: { arg: string }) => {
      const answer = await withdrawEntry(campeonatoId, usuarioId);
      await mutate(adminEntriesKey(campeonatoId));
      return answer;
    },
    { throwOnError: true },
  );
}

export type WaitlistChange = { action: 'orden'; usuarioIds: string[] } | { action: 'ofrecer'; usuarioId: string } | { action: 'terminar'; usuarioId: string };

const waitlistWrite = (campeonatoId: string, change: WaitlistChange) => {
  switch (change.action) {
    case 'orden':
      return reorderWaitlist(campeonatoId, change.usuarioIds);
    case 'ofrecer':
      return offerPlace(campeonatoId, change.usuarioId);
    case 'terminar':
      return endOffer(campeonatoId, change.usuarioId);
  }
};

/**
 * Reorders the waiting list, offers a place by hand or ends an offer. The entry list is read again
 * even when the change is refused: the queue may have moved under the admin.
 */
export function useWaitlistChange(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [adminEntriesKey(campeonatoId), 'waitlist'],
    async (_key, { arg }: { arg: WaitlistChange }) => {
      try {
        return await waitlistWrite(campeonatoId, arg);
      } finally {
        await mutate(adminEntriesKey(campeonatoId));
      }
    },
    { throwOnError: true },
  );
}

/** Approves an entry request; the entry list is read again, even when refused (another admin may have decided). */
export function useApproveRequest(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [adminEntriesKey(campeonatoId), 'approve'],
    async (_key, { arg: usuarioId }: { arg: string }) => {
      try {
        return await approveRequest(campeonatoId, usuarioId);
      } finally {
        await mutate(adminEntriesKey(campeonatoId));
      }
    },
    { throwOnError: true },
  );
}

/** Rejects an entry request with the reason mailed to the driver; the entry list is read again. */
export function useRejectRequest(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [adminEntriesKey(campeonatoId), 'reject'],
    async (_key, { arg: { usuarioId, motivo } }: { arg: { usuarioId: string; motivo: string } }) => {
      const answer = await rejectRequest(campeonatoId, usuarioId, motivo);
      await mutate(adminEntriesKey(campeonatoId));
      return answer;
    },
    { throwOnError: true },
  );
}

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
const addGateExemption = (campeonatoId: string, usuario: string) => api.put<GateExemptionsAnswer & { message: string }>(`${exemptionsPath(campeonatoId)}/${encodeURIComponent(usuario)}`, {});
const removeGateExemption = (campeonatoId: string, usuarioId: string) => api.delete<GateExemptionsAnswer & { message: string }>(`${exemptionsPath(campeonatoId)}/${encodeURIComponent(usuarioId)}`);

/** A driver let through the gate ('add': e-mail or account id) or no longer ('remove'); the exemptions and the entry list are read again. */
export function useGateExemptionChange(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [exemptionsPath(campeonatoId), 'change'],
    async (_key, { arg }: { arg: { action: 'add'; usuario: string } | { action: 'remove'; usuarioId: string } }) => {
      const answer = arg.action === 'add' ? await addGateExemption(campeonatoId, arg.usuario) : await removeGateExemption(campeonatoId, arg.usuarioId);
      await Promise.all([mutate(exemptionsPath(campeonatoId)), mutate(adminEntriesKey(campeonatoId))]);
      return answer;
    },
    { throwOnError: true },
  );
}

/** POST …/solicitudes-excepcion/{id}/conceder and …/rechazar (admin): answers a driver's request; the exemptions and the entry list are read again. */
export function useAnswerExemptionRequest(campeonatoId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [exemptionsPath(campeonatoId), 'answer'],
    async (_key, { arg }: { arg: { solicitudId: string; motivo?: string } }) => {
      const path = `/api/campeonatos/${encodeURIComponent(campeonatoId)}/solicitudes-excepcion/${encodeURIComponent(arg.solicitudId)}`;
      const answer =
        arg.motivo === undefined
          ? await api.post<GateExemptionsAnswer & { message: string }>(`${path}/conceder`, {})
          : await api.post<GateExemptionsAnswer & { message: string }>(`${path}/rechazar`, { motivo: arg.motivo });
      await Promise.all([mutate(exemptionsPath(campeonatoId), answer, { revalidate: false }), mutate(adminEntriesKey(campeonatoId))]);
      return answer;
    },
    { throwOnError: true },
  );
}
