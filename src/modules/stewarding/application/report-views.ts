import { APPEAL_STATE_LABELS, PENALTY_LABELS, VERDICT_LABELS, type PanelSize, type Verdict } from '../../../contracts/stewarding.messages.js';
import type { AppealView, DecisionLogEntry, PanelView, PenaltyView, ReportDriverView, ReportRaceView, ReportView, VoteView } from '../../../contracts/stewarding.views.js';
import { formatSessionTime, readTimestampedVideo, watchUrl } from '../../../contracts/video-timestamps.js';
import type { ReportVideoView } from '../../../contracts/stewarding.views.js';
import type { Vote } from '../domain/panel.js';
import type { Penalty, StoredReport } from '../domain/report.entity.js';
import type { CompetitionChampionship, CompetitionDirectory, CompetitionRace } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import { describePenalty } from './report-rules.js';

export function toPenaltyView(p: Penalty): PenaltyView {
  return { id: p.id, tipo: p.tipo, descripcion: PENALTY_LABELS[p.tipo], segundos: p.segundos, posiciones: p.posiciones, puntos: p.puntos, puntosLicencia: p.puntosLicencia, sesion: p.sesion, evento: p.evento };
}

/** Names of the drivers, championships and races a set of reports and penalties mention. */
export interface Names {
  driver(id: string): ReportDriverView | null;
  championship(id: string): CompetitionChampionship | null;
  race(id: string): ReportRaceView | null;
}

export async function namesFor(
  deps: { drivers: DriverCards; competitions: CompetitionDirectory },
  items: { userIds: string[]; championshipIds: string[]; raceIds: string[] },
): Promise<Names> {
  const [drivers, championships, races] = await Promise.all([
    deps.drivers.describe([...new Set(items.userIds)]),
    deps.competitions.championships([...new Set(items.championshipIds)]),
    deps.competitions.races([...new Set(items.raceIds)]),
  ]);
  const d = new Map(drivers.map((x) => [x.id, { id: x.id, nombre: x.nombre, apellido: x.apellido, username: x.username }]));
  const c = new Map(championships.map((x) => [x.id, x]));
  const r = new Map(races.map((x: CompetitionRace) => [x.id, { id: x.id, circuito: x.circuito, fechaInicio: x.fechaInicio, inicio: x.inicio }]));
  return { driver: (id) => d.get(id) ?? null, championship: (id) => c.get(id) ?? null, race: (id) => r.get(id) ?? null };
}

/**
 * Who looks at the reports and how: each championship's panel size, the viewer (a steward sees
 * other stewards' votes only once he has voted or the report is decided; an admin always), and
 * whether this is one report's page (lists never carry votes).
 */
export interface PanelContext {
  sizeOf(campeonatoId: string): PanelSize;
  /** The hours a decision of that championship may be appealed. */
  appealHoursOf(campeonatoId: string): number;
  viewer: { id: string; todos: boolean } | null;
  detail: boolean;
}

const NO_PANEL: PanelContext = { sizeOf: () => 1, appealHoursOf: () => 48, viewer: null, detail: false };

const isDecided = (r: Pick<StoredReport, 'estado'>) => r.estado === 'resuelto' || r.estado === 'rechazado';

/** 'Sin acción', 'Advertencia · 1 punto de licencia', 'Contacto evitable: Penalización de tiempo: 5 s · 2 puntos de licencia'. */
export function describeVote(v: Pick<Vote, 'veredicto' | 'categoria' | 'sancion'>): string {
  if (v.veredicto === 'sin_accion' || !v.sancion) return VERDICT_LABELS.sin_accion;
  if (v.veredicto === 'advertencia') return describePenalty(v.sancion);
  return `${v.categoria ?? VERDICT_LABELS.sancion}: ${describePenalty(v.sancion)}`;
}

function voteView(v: Vote, names: Names): VoteView {
  return {
    comisario: names.driver(v.userId),
    veredicto: v.veredicto,
    descripcion: describeVote(v),
    categoria: v.categoria,
    sancion: v.sancion ? { ...v.sancion, descripcion: PENALTY_LABELS[v.sancion.tipo] } : null,
    razonamiento: v.razonamiento,
    fecha: v.createdAt,
  };
}

/** The panel as the viewer may see it: the count always, the votes only when the blind review allows. */
export function panelView(report: StoredReport, ctx: PanelContext, names: Names): PanelView | null {
  const necesarios = ctx.sizeOf(report.campeonatoId);
  if (necesarios === 1 && report.votes.length === 0) return null;
  const yaVotaste = ctx.viewer !== null && report.votes.some((v) => v.userId === ctx.viewer!.id);
  const sees = ctx.detail && ((ctx.viewer?.todos ?? false) || yaVotaste || isDecided(report));
  return { necesarios, emitidos: report.votes.length, yaVotaste, votos: sees ? report.votes.map((v) => voteView(v, names)) : null };
}

function appealView(a: StoredReport['appeals'][number], names: Names): AppealView {
  return {
    id: a.id,
    piloto: names.driver(a.userId),
    motivo: a.motivo,
    capturasPantalla: a.capturas.map((url) => ({ url })),
    videos: a.videos.map((url) => ({ url })),
    estado: a.estado,
    resultado: APPEAL_STATE_LABELS[a.estado],
    explicacion: a.explicacion,
    sancionAnterior: a.estado !== 'pendiente' && a.estado !== 'confirmada' && a.sancionAnterior ? describePenalty(a.sancionAnterior) : null,
    fecha: a.createdAt,
    decididaEn: a.decididoAt,
  };
}

const HOUR_MS = 3_600_000;

/** A report's link with the moment it opens at, when it is a timestamped YouTube or Twitch video. */
export function videoView(url: string): ReportVideoView {
  const read = readTimestampedVideo(url);
  if (typeof read === 'string') return { url, plataforma: null, videoId: null, inicio: null, verDesde: null };
  return { url, plataforma: read.provider, videoId: read.videoId, inicio: read.start, verDesde: watchUrl(read) };
}

export function toReportView(report: StoredReport, names: Names, ctx: PanelContext = NO_PANEL): ReportView {
  const championship = names.championship(report.campeonatoId);
  return {
    id: report.id,
    _id: report.id,
    numeroReporte: report.numeroReporte,
    fecha: report.createdAt,
    descripcion: report.descripcion,
    usuario: names.driver(report.reporterId),
    usuarioDenunciado: names.driver(report.reportedId),
    campeonato: championship ? { id: championship.id, nombreCampeonato: championship.nombreCampeonato } : null,
    carrera: names.race(report.carreraId),
    vuelta: report.vuelta,
    heat: report.heat,
    tiempoSesion: report.tiempoSesion == null ? null : formatSessionTime(report.tiempoSesion),
    segundoSesion: report.tiempoSesion ?? null,
    curva: report.curva ?? null,
    capturasPantalla: report.capturas.map((url) => ({ url })),
    videos: report.videos.map(videoView),
    resuelto: report.estado !== 'pendiente',
    aprobado: report.estado === 'resuelto',
    estado: report.estado,
    decision: report.decision ? { aprobado: report.decision.aprobado, explicacion: report.decision.explicacion, fecha: report.decision.decididoAt } : null,
    sancion: report.penalty ? toPenaltyView(report.penalty) : null,
    panel: panelView(report, ctx, names),
    apelaciones: report.appeals.map((a) => appealView(a, names)),
    apelableHasta: report.decision && isDecided(report) ? new Date(new Date(report.decision.decididoAt).getTime() + ctx.appealHoursOf(report.campeonatoId) * HOUR_MS).toISOString() : null,
  };
}

/** Reports as views, with the names they mention looked up once for the lot. */
export async function toReportViews(deps: { drivers: DriverCards; competitions: CompetitionDirectory }, reports: StoredReport[], ctx: PanelContext = NO_PANEL): Promise<ReportView[]> {
  const names = await namesFor(deps, {
    userIds: reports.flatMap((r) => [r.reporterId, r.reportedId, ...r.votes.map((v) => v.userId), ...r.appeals.map((a) => a.userId)]),
    championshipIds: reports.map((r) => r.campeonatoId),
    raceIds: reports.map((r) => r.carreraId),
  });
  return reports.map((r) => toReportView(r, names, ctx));
}

/** A penalty recorded without a report, as a line of the decision log. */
export function penaltyLogEntry(p: Penalty, names: Names): DecisionLogEntry {
  return {
    numeroReporte: null,
    carrera: names.race(p.carreraId),
    vuelta: null,
    usuario: null,
    usuarioDenunciado: names.driver(p.userId),
    decision: 'Sanción sin reporte',
    aprobado: true,
    sancion: toPenaltyView(p),
    explicacion: p.explicacion,
    fecha: p.createdAt,
    votacion: null,
    apelaciones: [],
  };
}

/** The verdict a decided report amounts to, to count the votes that agreed with it. */
function finalVerdict(r: StoredReport): Verdict {
  if (r.estado !== 'resuelto' || !r.penalty) return 'sin_accion';
  return r.penalty.tipo === 'advertencia' ? 'advertencia' : 'sancion';
}

/** A decided report as a line of the decision log; a panel's votes with each reasoning, names only when the championship shows them. */
export function reportLogEntry(r: StoredReport, names: Names, nombresVisibles = true): DecisionLogEntry {
  const verdict = finalVerdict(r);
  const name = (id: string) => {
    const d = names.driver(id);
    return nombresVisibles && d ? `${d.nombre} ${d.apellido}`.trim() : null;
  };
  return {
    numeroReporte: r.numeroReporte,
    carrera: names.race(r.carreraId),
    vuelta: r.vuelta,
    usuario: names.driver(r.reporterId),
    usuarioDenunciado: names.driver(r.reportedId),
    decision: r.estado === 'resuelto' ? 'Resuelto' : 'Rechazado',
    aprobado: r.estado === 'resuelto',
    sancion: r.penalty ? toPenaltyView(r.penalty) : null,
    explicacion: r.decision?.explicacion ?? '',
    fecha: r.decision?.decididoAt ?? r.createdAt,
    votacion:
      r.votes.length === 0
        ? null
        : {
            votos: r.votes.length,
            aFavor: r.votes.filter((v) => v.veredicto === verdict).length,
            razonamientos: r.votes.map((v) => ({ comisario: name(v.userId), voto: describeVote(v), razonamiento: v.razonamiento })),
          },
    apelaciones: r.appeals.map((a) => {
      const view = appealView(a, names);
      return { piloto: view.piloto, estado: view.estado, resultado: view.resultado, explicacion: view.explicacion, sancionAnterior: view.sancionAnterior, fecha: view.decididaEn ?? view.fecha };
    }),
  };
}
