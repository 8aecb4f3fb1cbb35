import type { DecisionLogAnswer, LicencePointsView, SuspensionView } from '../../../contracts/stewarding.views.js';
import { NotFoundError } from '../../../platform/errors.js';
import { countsAt } from '../domain/licence.js';
import { SANCTION_LABELS } from './licence-thresholds.js';
import { settingsOf } from './panel-settings.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';
import { namesFor, penaltyLogEntry, reportLogEntry } from './report-views.js';
import type { Clock } from '../../../platform/clock.js';

/**
 * GET /api/reportes/campeonato/{id}/decisiones (public): every decision of a championship, newest
 * first (decided reports and penalties recorded without one), each driver's licence points that count
 * now with their history and what expires when, the championship's thresholds, and its suspensions.
 */
export class GetDecisionLog {
  constructor(private readonly deps: { reports: ReportRepository; competitions: CompetitionDirectory; drivers: DriverCards; panels: PanelSettingsStore; suspensions: SuspensionStore; clock: Clock }) {}

  async execute(campeonatoId: string): Promise<DecisionLogAnswer> {
    const [championship] = await this.deps.competitions.championships([campeonatoId]);
    if (!championship) throw new NotFoundError('No se encontró el campeonato', 'CHAMPIONSHIP_NOT_FOUND');
    const [reports, penalties, settings, suspensions, races] = await Promise.all([
      this.deps.reports.decidedIn(campeonatoId),
      this.deps.reports.penaltiesIn(campeonatoId),
      settingsOf(this.deps.panels, campeonatoId),
      this.deps.suspensions.ofChampionship(campeonatoId),
      this.deps.competitions.racesOf(campeonatoId),
    ]);
    const names = await namesFor(this.deps, {
      userIds: [...reports.flatMap((r) => [r.reporterId, r.reportedId, ...r.votes.map((v) => v.userId), ...r.appeals.map((a) => a.userId)]), ...penalties.map((p) => p.userId), ...suspensions.map((s) => s.userId)],
      championshipIds: [],
      raceIds: [...reports.map((r) => r.carreraId), ...penalties.map((p) => p.carreraId), ...races.map((r) => r.id)],
    });
    const decisiones = [...reports.map((r) => reportLogEntry(r, names, settings.nombresVisibles)), ...penalties.filter((p) => p.reportId === null).map((p) => penaltyLogEntry(p, names))].sort(
      (a, b) => b.fecha.localeCompare(a.fecha) || (b.numeroReporte ?? 0) - (a.numeroReporte ?? 0),
    );

    // Points count at the next race (or after the last one, when the season is over).
    const order = races.map((r) => r.id);
    const now = this.deps.clock.now().toISOString();
    const next = races.findIndex((r) => r.inicio > now);
    const at = next === -1 ? races.length : next;
    const byDriver = new Map<string, LicencePointsView['historial']>();
    for (const p of penalties) {
      if (p.puntosLicencia <= 0) continue;
      const given = Math.max(0, order.indexOf(p.carreraId));
      const expiresBefore = settings.caducidadCarreras === null ? null : (order[given + settings.caducidadCarreras + 1] ?? null);
      const line = { carrera: names.race(p.carreraId), puntos: p.puntosLicencia, fecha: p.createdAt, vigente: countsAt(given, at, settings.caducidadCarreras), caducaAntesDe: expiresBefore ? names.race(expiresBefore) : null };
      byDriver.set(p.userId, [...(byDriver.get(p.userId) ?? []), line]);
    }
    const puntosLicencia = [...byDriver].flatMap(([userId, historial]): LicencePointsView[] => {
      const piloto = names.driver(userId);
      return piloto ? [{ piloto, puntosLicencia: historial.filter((h) => h.vigente).reduce((sum, h) => sum + h.puntos, 0), historial }] : [];
    });
    puntosLicencia.sort((a, b) => b.puntosLicencia - a.puntosLicencia || a.piloto.apellido.localeCompare(b.piloto.apellido, 'es'));
    const suspensiones: SuspensionView[] = suspensions.map((s) => ({
      id: s.id,
      piloto: names.driver(s.userId),
      sancion: SANCTION_LABELS[s.tipo],
      tipo: s.tipo,
      carrera: names.race(s.carreraId),
      umbral: s.umbral,
      puntos: s.puntos,
      fecha: s.createdAt,
      levantada: s.levantadaAt ? { fecha: s.levantadaAt, motivo: s.motivoLevantamiento ?? '' } : null,
    }));
    return {
      campeonato: { id: championship.id, nombreCampeonato: championship.nombreCampeonato },
      decisiones,
      puntosLicencia,
      umbralesLicencia: settings.umbralesLicencia.map((t) => ({ ...t })),
      caducidadCarreras: settings.caducidadCarreras,
      suspensiones,
    };
  }
}
