import type { MyReportsAnswer, ReportDriverView } from '../../../contracts/stewarding.views.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { Actor } from '../../identity/index.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import { panelContext } from './panel-settings.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import { toReportViews } from './report-views.js';

interface Deps {
  reports: ReportRepository;
  competitions: CompetitionDirectory;
  drivers: DriverCards;
  panels: PanelSettingsStore;
}

/** GET /api/reportes/mis-reportes: the reports the signed-in driver filed and those filed about them, with decisions. */
export class MyReports {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor): Promise<MyReportsAnswer> {
    const [filed, against] = await Promise.all([this.deps.reports.filedBy(actor.id), this.deps.reports.against(actor.id)]);
    const all = [...filed, ...against];
    const views = await toReportViews(this.deps, all, await panelContext(this.deps.panels, all, null, false));
    return { presentados: views.slice(0, filed.length), enMiContra: views.slice(filed.length) };
  }
}

/** GET /api/reportes/campeonato/{id}/pilotos: the drivers enrolled in a championship, for the report form's picker. */
export class ListReportableDrivers {
  constructor(private readonly deps: Deps) {}

  async execute(campeonatoId: string): Promise<ReportDriverView[]> {
    const [championship] = await this.deps.competitions.championships([campeonatoId]);
    if (!championship) throw new NotFoundError('No se encontró el campeonato', 'CHAMPIONSHIP_NOT_FOUND');
    const drivers = await this.deps.drivers.describe(await this.deps.competitions.enrolledUserIds(campeonatoId));
    return drivers
      .map((d) => ({ id: d.id, nombre: d.nombre, apellido: d.apellido, username: d.username }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.apellido.localeCompare(b.apellido, 'es'));
  }
}
