import { PENALTY_LABELS } from '../../../contracts/stewarding.messages.js';
import type { DecisionLogEntry, PenaltyView, ReportDriverView, ReportRaceView, ReportView } from '../../../contracts/stewarding.views.js';
import type { Penalty, StoredReport } from '../domain/report.entity.js';
import type { CompetitionChampionship, CompetitionDirectory, CompetitionRace } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';

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

export function toReportView(report: StoredReport, names: Names): ReportView {
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
    capturasPantalla: report.capturas.map((url) => ({ url })),
    videos: report.videos.map((url) => ({ url })),
    resuelto: report.estado !== 'pendiente',
    aprobado: report.estado === 'resuelto',
    estado: report.estado,
    decision: report.decision ? { aprobado: report.decision.aprobado, explicacion: report.decision.explicacion, fecha: report.decision.decididoAt } : null,
    sancion: report.penalty ? toPenaltyView(report.penalty) : null,
  };
}

/** Reports as views, with the names they mention looked up once for the lot. */
export async function toReportViews(deps: { drivers: DriverCards; competitions: CompetitionDirectory }, reports: StoredReport[]): Promise<ReportView[]> {
  const names = await namesFor(deps, {
    userIds: reports.flatMap((r) => [r.reporterId, r.reportedId]),
    championshipIds: reports.map((r) => r.campeonatoId),
    raceIds: reports.map((r) => r.carreraId),
  });
  return reports.map((r) => toReportView(r, names));
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
  };
}

export function reportLogEntry(r: StoredReport, names: Names): DecisionLogEntry {
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
  };
}
