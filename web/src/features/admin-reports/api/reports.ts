import useSWR, { useSWRConfig, type Arguments } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ChampionshipListAnswer } from '@contracts/championships.views';
import { REPORT_LIMITS, type CastVoteRequest, type DecideAppealRequest, type DecideReportRequest, type PanelSettingsRequest, type RecordPenaltyRequest } from '@contracts/stewarding.contract';
import type { RoundOutlineAnswer } from '@contracts/standings.views';
import type { CastVoteAnswer, DecideReportAnswer, DecisionLogAnswer, IncidentLapsAnswer, MyStewardingAnswer, PanelSettingsView, RecordPenaltyAnswer, ReportablePilotsAnswer, ReportListAnswer, ReportView, StewardAssignmentView, StewardListAnswer } from '@contracts/stewarding.views';
import { api, ApiError } from '@/lib/api-client';
import { placeParams, type PlacePage } from '@/lib/place-pages';

const BASE = '/api/reportes';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export interface ReportFilters {
  estado: string;
  campeonato: string;
}

export const EMPTY_FILTERS: ReportFilters = { estado: '', campeonato: '' };

/** The query of the list, empty filters dropped; the page by its place when it has one (docs/adr/0063). */
export function listQuery(filters: ReportFilters, page: PlacePage): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const { page: number, ...place } = placeParams(page, 'page');
  params.set('page', number!);
  params.set('limit', String(REPORT_LIMITS.porPagina));
  for (const [key, value] of Object.entries(place)) params.set(key, value);
  return params.toString();
}

/** One page of the list, newest first; the old rows stay on screen while the next page or filter loads. */
export const useReports = (filters: ReportFilters, page: PlacePage) => {
  const query = listQuery(filters, page);
  return useSWR([BASE, 'list', query], () => api.get<ReportListAnswer>(`${BASE}?${query}`), { keepPreviousData: true, dedupingInterval: 0 });
};

/** What the dashboard asks to count the reports waiting for a decision (read with the app's fetcher). */
export const PENDING_REPORTS_KEY = `${BASE}?estado=pendiente&page=1&limit=1`;

const reportKey = (id: string) => [BASE, 'detail', id] as const;
export const useReport = (id: string | undefined) => useSWR(id ? reportKey(id) : null, () => api.get<ReportView>(one(id!)), { dedupingInterval: 0 });

/** GET /api/reportes/{id}/vueltas: both drivers' laps around the incident, from the imported results. */
export const useIncidentLaps = (id: string | undefined) => useSWR(id ? [BASE, 'laps', id] : null, () => api.get<IncidentLapsAnswer>(`${one(id!)}/vueltas`));

const decideReport = (id: string, body: DecideReportRequest) => api.put<DecideReportAnswer>(`${one(id)}/resolve`, body);

const decideAppeal = (id: string, body: DecideAppealRequest) => api.put<{ message: string; data: ReportView }>(`${BASE}/apelaciones/${encodeURIComponent(id)}`, body);

const suspensionsKey = (campeonatoId: string) => [BASE, 'suspensiones', campeonatoId] as const;
/** A championship's decision page (public): here for its suspensions, which an admin may lift. */
export const useChampionshipSuspensions = (campeonatoId: string | undefined) =>
  useSWR(campeonatoId ? suspensionsKey(campeonatoId) : null, async () => (await api.get<DecisionLogAnswer>(`${BASE}/campeonato/${encodeURIComponent(campeonatoId!)}/decisiones`)).suspensiones, { dedupingInterval: 0 });

const liftSuspension = (id: string, motivo: string) => api.put<{ message: string }>(`${BASE}/suspensiones/${encodeURIComponent(id)}/levantar`, { motivo });

const castVote = (id: string, body: CastVoteRequest) => api.post<CastVoteAnswer>(`${one(id)}/votos`, body);

const panelKey = (campeonatoId: string) => [BASE, 'ajustes', campeonatoId] as const;
/** A championship's panel: size, names in the log, penalty categories (its stewards and admins read it). */
export const usePanelSettings = (campeonatoId: string | undefined) =>
  useSWR(campeonatoId ? panelKey(campeonatoId) : null, () => api.get<PanelSettingsView>(`${BASE}/ajustes/${encodeURIComponent(campeonatoId!)}`), { dedupingInterval: 0 });

const savePanelSettings = (campeonatoId: string, body: PanelSettingsRequest) => api.put<{ message: string; data: PanelSettingsView }>(`${BASE}/ajustes/${encodeURIComponent(campeonatoId)}`, body);

const deleteReport = (id: string) => api.delete<{ message: string }>(one(id));

const recordPenalty = (body: RecordPenaltyRequest) => api.post<RecordPenaltyAnswer>(`${BASE}/sanciones`, body);

/** The championships (with their races) the filters and the penalty form choose from. */
export const useChampionshipOptions = () =>
  useSWR(['/api/campeonatos', 'reports-picker'], async () => (await api.get<Partial<ChampionshipListAnswer>>('/api/campeonatos'))?.data ?? [], { revalidateOnFocus: false });

/** The championships whose reports the signed-in steward judges (an admin: every one). */
export const useMyStewarding = () => useSWR([BASE, 'comisarios', 'mios'], () => api.get<MyStewardingAnswer>(`${BASE}/comisarios/mios`), { revalidateOnFocus: false });

/** Who judges which championship (admin): one page, the first or the one after `despues` (the `siguiente` of the page before). */
const isAssignments = (key: unknown) => Array.isArray(key) && key[0] === BASE && key[1] === 'comisarios' && key[2] === 'pagina';
export const useStewardAssignments = (after?: string) =>
  useSWR([BASE, 'comisarios', 'pagina', after ?? ''] as const, () => api.get<StewardListAnswer>(`${BASE}/comisarios${after ? `?${new URLSearchParams({ despues: after })}` : ''}`), { dedupingInterval: 0 });

const assignSteward = (campeonato: string, comisario: string) => api.post<{ message: string; data: StewardAssignmentView }>(`${BASE}/comisarios`, { campeonato, comisario });

const unassignSteward = (campeonatoId: string, userId: string) => api.delete<{ message: string }>(`${BASE}/comisarios/${encodeURIComponent(campeonatoId)}/${encodeURIComponent(userId)}`);

/** The drivers enrolled in a championship (the only ones a penalty can go to). */
export const useEnrolledDrivers = (campeonatoId: string) =>
  useSWR(campeonatoId ? [BASE, 'pilotos', campeonatoId] : null, () => api.get<ReportablePilotsAnswer>(`${BASE}/campeonato/${encodeURIComponent(campeonatoId)}/pilotos`));

/** The scored sessions and events of a championship race, for the penalty's 'Evento' select. */
export const useRoundOutline = (campeonatoId: string | undefined, carreraId: string | undefined) =>
  useSWR(campeonatoId && carreraId ? ['/api/campeonatos', 'outline', campeonatoId, carreraId] : null, () =>
    api.get<RoundOutlineAnswer>(`/api/campeonatos/${encodeURIComponent(campeonatoId!)}/puntuacion/carreras/${encodeURIComponent(carreraId!)}`),
  { revalidateOnFocus: false });

/** A write whose answer changes one read: that read is asked again before the hook answers. */
function useWriteThen<Arg, Answer>(key: readonly unknown[], write: (arg: Arg) => Promise<Answer>, reads: () => Arguments | ((key?: Arguments) => boolean)) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    key,
    async (_key, { arg }: { arg: Arg }) => {
      const answer = await write(arg);
      const read = reads();
      await (typeof read === 'function' ? mutate(read) : mutate(read));
      return answer;
    },
    { throwOnError: true },
  );
}

/**
 * Resolves or rejects a report; the report is read again. A 409 (another admin decided first) reads
 * it again too, so the decision shown is the one that stands.
 */
export function useDecideReport(reportId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [BASE, 'resolve', reportId],
    async (_key, { arg }: { arg: DecideReportRequest }) => {
      try {
        const answer = await decideReport(reportId, arg);
        await mutate(reportKey(reportId));
        return answer;
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) await mutate(reportKey(reportId));
        throw err;
      }
    },
    { throwOnError: true },
  );
}

/** Decides an appeal of the report; the report (with its appeals) is read again. */
export const useDecideAppeal = (reportId: string) =>
  useWriteThen([BASE, 'apelaciones', reportId], ({ appealId, body }: { appealId: string; body: DecideAppealRequest }) => decideAppeal(appealId, body), () => reportKey(reportId));

/** A steward's vote on the report; the report (with its panel) is read again. */
export const useCastVote = (reportId: string) => useWriteThen([BASE, 'votos', reportId], (body: CastVoteRequest) => castVote(reportId, body), () => reportKey(reportId));

/** Lifts a suspension with a reason; the championship's suspensions are read again. */
export const useLiftSuspension = (campeonatoId: string) =>
  useWriteThen([BASE, 'levantar', campeonatoId], ({ id, motivo }: { id: string; motivo: string }) => liftSuspension(id, motivo), () => suspensionsKey(campeonatoId));

/**
 * Saves a championship's panel settings; they are read again, and so are the reports (a smaller panel
 * decides, or leaves En conflicto, the reports whose votes it completes).
 */
export const useSavePanelSettings = (campeonatoId: string) =>
  useWriteThen(
    [BASE, 'guardar-ajustes', campeonatoId],
    (body: PanelSettingsRequest) => savePanelSettings(campeonatoId, body),
    () => (key?: Arguments) => Array.isArray(key) && key[0] === BASE && ((key[1] === 'ajustes' && key[2] === campeonatoId) || key[1] === 'list' || key[1] === 'detail'),
  );

const isReportsList = (key: unknown) => Array.isArray(key) && key[0] === BASE && key[1] === 'list';

/** Deletes a report; the list, where it is shown, is read again. */
export const useDeleteReport = () => useWriteThen([BASE, 'delete'], deleteReport, () => isReportsList);

/** A penalty without a report; nothing shown here lists it. */
export const useRecordPenalty = () => useSWRMutation([BASE, 'sanciones'], (_key, { arg }: { arg: RecordPenaltyRequest }) => recordPenalty(arg), { throwOnError: true });

/** Gives a steward a championship; every page of the assignments read is read again. */
export const useAssignSteward = () =>
  useWriteThen([BASE, 'asignar'], ({ campeonato, comisario }: { campeonato: string; comisario: string }) => assignSteward(campeonato, comisario), () => isAssignments);

/** Takes a championship from a steward; every page of the assignments read is read again. */
export const useUnassignSteward = () =>
  useWriteThen([BASE, 'retirar'], ({ campeonatoId, userId }: { campeonatoId: string; userId: string }) => unassignSteward(campeonatoId, userId), () => isAssignments);
