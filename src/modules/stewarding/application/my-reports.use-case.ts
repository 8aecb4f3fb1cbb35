import { myReportsQuerySchema, type MyReportsQueryInput } from '../../../contracts/stewarding.contract.js';
import type { MyReportsAnswer, MyReportsList, MyReportsPageAnswer, ReportDriverView } from '../../../contracts/stewarding.views.js';
import { NotFoundError } from '../../../platform/errors.js';
import { pageOf, readPlace, type Place, type PlaceWindow } from '../../../platform/keyset.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import type { StoredReport } from '../domain/report.entity.js';
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

type Query = { [K in keyof MyReportsQueryInput]?: unknown };

/** A report's place in the driver's lists: its instant, then its number (unique, so pages never overlap). */
const placeOf = (r: StoredReport): Place => ({ at: r.createdAt, tie: r.numeroReporte });

/**
 * GET /api/reportes/mis-reportes: the first page of the reports the signed-in driver filed and of those
 * filed about him, newest first, with decisions, how many each list holds and where each goes on
 * (docs/adr/0072). Two reads of a page and one each, two counts on their indexes: the same work
 * whatever his history.
 */
export class MyReports {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, query: Query = {}): Promise<MyReportsAnswer> {
    const { limite } = parseOrThrow(myReportsQuerySchema, { limite: query.limite });
    const window: PlaceWindow = { offset: 0, limit: limite + 1 };
    const [filedRows, againstRows, total] = await Promise.all([
      this.deps.reports.filedBy(actor.id, window),
      this.deps.reports.against(actor.id, window),
      this.deps.reports.countInvolving(actor.id),
    ]);
    const filed = pageOf(filedRows, window, limite, placeOf);
    const against = pageOf(againstRows, window, limite, placeOf);
    const all = [...filed.items, ...against.items];
    const views = await toReportViews(this.deps, all, await panelContext(this.deps.panels, all, null, false));
    return {
      presentados: views.slice(0, filed.items.length),
      enMiContra: views.slice(filed.items.length),
      total: { presentados: total.filed, enMiContra: total.against },
      siguiente: { presentados: filed.siguiente, enMiContra: against.siguiente },
    };
  }
}

/**
 * GET /api/reportes/mis-reportes/{presentados,en-mi-contra}: a later page of one of the driver's lists,
 * after the place `despues` names (its `siguiente`), read from that list's index however late.
 */
export class MoreOfMyReports {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, list: MyReportsList, query: Query = {}): Promise<MyReportsPageAnswer> {
    const { limite, despues } = parseOrThrow(myReportsQuerySchema, { limite: query.limite, despues: query.despues });
    const window: PlaceWindow = despues === undefined ? { offset: 0, limit: limite + 1 } : { after: readPlace(despues, 'despues', 'number'), limit: limite + 1 };
    const rows = await (list === 'presentados' ? this.deps.reports.filedBy(actor.id, window) : this.deps.reports.against(actor.id, window));
    const page = pageOf(rows, window, limite, placeOf);
    return { data: await toReportViews(this.deps, page.items, await panelContext(this.deps.panels, page.items, null, false)), siguiente: page.siguiente };
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
