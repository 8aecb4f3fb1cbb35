import { listReportsQuerySchema } from '../../../contracts/stewarding.contract.js';
import type { ReportListAnswer, ReportView } from '../../../contracts/stewarding.views.js';
import { pageOf, windowOf } from '../../../platform/keyset.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import { reportNotFound } from './report-rules.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { assertMayJudge, assertMayJudgeChampionship, stewardScope } from './steward-rules.js';
import { panelContext } from './panel-settings.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import { toReportViews } from './report-views.js';

interface Deps {
  reports: ReportRepository;
  competitions: CompetitionDirectory;
  drivers: DriverCards;
  assignments: StewardAssignments;
  panels: PanelSettingsStore;
}

/**
 * GET /api/reportes (steward or admin) and `parrilla reports list`: newest first, by state and
 * championship, a page at a time. A steward sees his championships' reports that do not involve him;
 * asking for another championship is a 403. 'Siguiente' and 'Anterior' ask the page after or before a
 * place (creation instant and number), read from the index however late (docs/adr/0063).
 */
export class ListReports {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, query: Record<string, unknown>): Promise<ReportListAnswer> {
    const scope = await stewardScope(actor, this.deps.assignments);
    const q = parseOrThrow(listReportsQuerySchema, query);
    if (q.campeonato) assertMayJudgeChampionship(scope, q.campeonato);
    const mine = scope.todos ? {} : { campeonatoIds: scope.campeonatoIds, notInvolving: scope.stewardId };
    const window = windowOf(q, 'number');
    const { items: rows, total } = await this.deps.reports.list({ estado: q.estado, campeonatoId: q.campeonato || undefined, ...mine }, window);
    const { items, siguiente, anterior } = pageOf(rows, window, q.limit, (r) => ({ at: r.createdAt, tie: r.numeroReporte }));
    return {
      reportes: await toReportViews(this.deps, items, await panelContext(this.deps.panels, items, scope, false)),
      paginacion: { total, paginas: Math.max(1, Math.ceil(total / q.limit)), paginaActual: q.page, porPagina: q.limit },
      siguiente,
      anterior,
    };
  }
}

/** GET /api/reportes/{id} (steward of its championship not involved in it, or admin). */
export class GetReport {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, id: string): Promise<ReportView> {
    const scope = await stewardScope(actor, this.deps.assignments);
    const report = await this.deps.reports.findById(id);
    if (!report) throw reportNotFound();
    assertMayJudge(scope, report);
    const [view] = await toReportViews(this.deps, [report], await panelContext(this.deps.panels, [report], scope, true));
    return view!;
  }
}
