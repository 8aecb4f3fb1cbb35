import type { DecisionLogAnswer, LicencePointsView } from '../../../contracts/stewarding.views.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import { settingsOf } from './panel-settings.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import { namesFor, penaltyLogEntry, reportLogEntry } from './report-views.js';

/**
 * GET /api/reportes/campeonato/{id}/decisiones (public): every decision of a championship, newest
 * first (decided reports and penalties recorded without one), and each driver's licence points.
 */
export class GetDecisionLog {
  constructor(private readonly deps: { reports: ReportRepository; competitions: CompetitionDirectory; drivers: DriverCards; panels: PanelSettingsStore }) {}

  async execute(campeonatoId: string): Promise<DecisionLogAnswer> {
    const [championship] = await this.deps.competitions.championships([campeonatoId]);
    if (!championship) throw new NotFoundError('No se encontró el campeonato', 'CHAMPIONSHIP_NOT_FOUND');
    const [reports, penalties, settings] = await Promise.all([this.deps.reports.decidedIn(campeonatoId), this.deps.reports.penaltiesIn(campeonatoId), settingsOf(this.deps.panels, campeonatoId)]);
    const names = await namesFor(this.deps, {
      userIds: [...reports.flatMap((r) => [r.reporterId, r.reportedId, ...r.votes.map((v) => v.userId), ...r.appeals.map((a) => a.userId)]), ...penalties.map((p) => p.userId)],
      championshipIds: [],
      raceIds: [...reports.map((r) => r.carreraId), ...penalties.map((p) => p.carreraId)],
    });
    const decisiones = [...reports.map((r) => reportLogEntry(r, names, settings.nombresVisibles)), ...penalties.filter((p) => p.reportId === null).map((p) => penaltyLogEntry(p, names))].sort(
      (a, b) => b.fecha.localeCompare(a.fecha) || (b.numeroReporte ?? 0) - (a.numeroReporte ?? 0),
    );
    const totals = new Map<string, number>();
    for (const p of penalties) if (p.puntosLicencia > 0) totals.set(p.userId, (totals.get(p.userId) ?? 0) + p.puntosLicencia);
    const puntosLicencia = [...totals].flatMap(([userId, puntos]): LicencePointsView[] => {
      const piloto = names.driver(userId);
      return piloto ? [{ piloto, puntosLicencia: puntos }] : [];
    });
    puntosLicencia.sort((a, b) => b.puntosLicencia - a.puntosLicencia || a.piloto.apellido.localeCompare(b.piloto.apellido, 'es'));
    return { campeonato: { id: championship.id, nombreCampeonato: championship.nombreCampeonato }, decisiones, puntosLicencia };
  }
}
