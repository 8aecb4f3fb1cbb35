import useSWR from 'swr';
import type { ChampionshipListAnswer } from '@contracts/championships.views';
import { REPORT_LIMITS, type CastVoteRequest, type DecideAppealRequest, type DecideReportRequest, type PanelSettingsRequest, type RecordPenaltyRequest } from '@contracts/stewarding.contract';
import type { RoundOutlineAnswer } from '@contracts/standings.views';
import type { CastVoteAnswer, DecideReportAnswer, DecisionLogAnswer, IncidentLapsAnswer, MyStewardingAnswer, PanelSettingsView, RecordPenaltyAnswer, ReportablePilotsAnswer, ReportListAnswer, ReportView, StewardAssignmentView, StewardListAnswer } from '@contracts/stewarding.views';
import type { UserView } from '@contracts/identity.views';
import { api } from '@/lib/api-client';

const BASE = '/api/reportes';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export interface ReportFilters {
  estado: string;
  campeonato: string;
}

export const EMPTY_FILTERS: ReportFilters = { estado: '', campeonato: '' };

/** The query of the list, empty filters dropped. */
export function listQuery(filters: ReportFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  params.set('page', String(page));
  params.set('limit', String(REPORT_LIMITS.porPagina));
  return params.toString();
}

/** One page of the list, newest first; the old rows stay on screen while the next page or filter loads. */
export const useReports = (filters: ReportFilters, page: number) => {
  const query = listQuery(filters, page);
  return useSWR([BASE, 'list', query], () => api.get<ReportListAnswer>(`${BASE}?${query}`), { keepPreviousData: true, dedupingInterval: 0 });
};

/** What the dashboard asks to count the reports waiting for a decision (read with the app's fetcher). */
export const PENDING_REPORTS_KEY = `${BASE}?estado=pendiente&page=1&limit=1`;

export const useReport = (id: string | undefined) => useSWR(id ? [BASE, 'detail', id] : null, () => api.get<ReportView>(one(id!)), { dedupingInterval: 0 });

/** GET /api/reportes/{id}/vueltas: both drivers' laps around the incident, from the imported results. */
export const useIncidentLaps = (id: string | undefined) => useSWR(id ? [BASE, 'laps', id] : null, () => api.get<IncidentLapsAnswer>(`${one(id!)}/vueltas`));

export const decideReport = (id: string, body: DecideReportRequest) => api.put<DecideReportAnswer>(`${one(id)}/resolve`, body);

export const decideAppeal = (id: string, body: DecideAppealRequest) => api.put<{ message: string; data: ReportView }>(`${BASE}/apelaciones/${encodeURIComponent(id)}`, body);

/** A championship's decision page (public): here for its suspensions, which an admin may lift. */
export const useChampionshipSuspensions = (campeonatoId: string | undefined) =>
  useSWR(campeonatoId ? [BASE, 'suspensiones', campeonatoId] : null, async () => (await api.get<DecisionLogAnswer>(`${BASE}/campeonato/${encodeURIComponent(campeonatoId!)}/decisiones`)).suspensiones, { dedupingInterval: 0 });

export const liftSuspension = (id: string, motivo: string) => api.put<{ message: string }>(`${BASE}/suspensiones/${encodeURIComponent(id)}/levantar`, { motivo });

export const castVote = (id: string, body: CastVoteRequest) => api.post<CastVoteAnswer>(`${one(id)}/votos`, body);

/** A championship's panel: size, names in the log, penalty categories (its stewards and admins read it). */
export const usePanelSettings = (campeonatoId: string | undefined) =>
  useSWR(campeonatoId ? [BASE, 'ajustes', campeonatoId] : null, () => api.get<PanelSettingsView>(`${BASE}/ajustes/${encodeURIComponent(campeonatoId!)}`), { dedupingInterval: 0 });

export const savePanelSettings = (campeonatoId: string, body: PanelSettingsRequest) => api.put<{ message: string; data: PanelSettingsView }>(`${BASE}/ajustes/${encodeURIComponent(campeonatoId)}`, body);

export const deleteReport = (id: string) => api.delete<{ message: string }>(one(id));

export const recordPenalty = (body: RecordPenaltyRequest) => api.post<RecordPenaltyAnswer>(`${BASE}/sanciones`, body);

/** The championships (with their races) the filters and the penalty form choose from. */
export const useChampionshipOptions = () =>
  useSWR(['/api/campeonatos', 'reports-picker'], async () => (await api.get<Partial<ChampionshipListAnswer>>('/api/campeonatos'))?.data ?? [], { revalidateOnFocus: false });

/** The championships whose reports the signed-in steward judges (an admin: every one). */
export const useMyStewarding = () => useSWR([BASE, 'comisarios', 'mios'], () => api.get<MyStewardingAnswer>(`${BASE}/comisarios/mios`), { revalidateOnFocus: false });

/** Who judges which championship (admin). */
export const useStewardAssignments = () => useSWR([BASE, 'comisarios'], () => api.get<StewardListAnswer>(`${BASE}/comisarios`), { dedupingInterval: 0 });

export const assignSteward = (campeonato: string, comisario: string) => api.post<{ message: string; data: StewardAssignmentView }>(`${BASE}/comisarios`, { campeonato, comisario });

export const unassignSteward = (campeonatoId: string, userId: string) => api.delete<{ message: string }>(`${BASE}/comisarios/${encodeURIComponent(campeonatoId)}/${encodeURIComponent(userId)}`);

/** The accounts with the steward role, for the assignment form. */
export const useStewardAccounts = () =>
  useSWR(['/api/users', 'comisarios'], async () => (await api.get<UserView[]>('/api/users')).filter((u) => u.rol === 'comisario'), { dedupingInterval: 0 });

/** The drivers enrolled in a championship (the only ones a penalty can go to). */
export const useEnrolledDrivers = (campeonatoId: string) =>
  useSWR(campeonatoId ? [BASE, 'pilotos', campeonatoId] : null, () => api.get<ReportablePilotsAnswer>(`${BASE}/campeonato/${encodeURIComponent(campeonatoId)}/pilotos`));

/** The scored sessions and events of a championship race, for the penalty's 'Evento' select. */
export const useRoundOutline = (campeonatoId: string | undefined, carreraId: string | undefined) =>
  useSWR(campeonatoId && carreraId ? ['/api/campeonatos', 'outline', campeonatoId, carreraId] : null, () =>
    api.get<RoundOutlineAnswer>(`/api/campeonatos/${encodeURIComponent(campeonatoId!)}/puntuacion/carreras/${encodeURIComponent(carreraId!)}`),
  { revalidateOnFocus: false });
