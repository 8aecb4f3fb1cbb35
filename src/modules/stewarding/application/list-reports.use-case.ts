import { listReportsQuerySchema } from '../../../contracts/stewarding.contract.js';
import type { ReportListAnswer, ReportView } from '../../../contracts/stewarding.views.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { reportNotFound } from './report-rules.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import { toReportViews } from './report-views.js';

interface Deps {
  reports: ReportRepository;
  competitions: CompetitionDirectory;
  drivers: DriverCards;
}

/** GET /api/reportes (admin) and `parrilla reports list`: newest first, by state and championship, a page at a time. */
export class ListReports {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, query: Record<string, unknown>): Promise<ReportListAnswer> {
    assertAdmin(actor);
    const q = parseOrThrow(listReportsQuerySchema, query);
    const { items, total } = await this.deps.reports.list({ estado: q.estado, campeonatoId: q.campeonato || undefined }, { offset: (q.page - 1) * q.limit, limit: q.limit });
    return {
      reportes: await toReportViews(this.deps, items),
      paginacion: { total, paginas: Math.max(1, Math.ceil(total / q.limit)), paginaActual: q.page, porPagina: q.limit },
    };
  }
}

/** GET /api/reportes/{id} (admin). */
export class GetReport {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, id: string): Promise<ReportView> {
    assertAdmin(actor);
    const report = await this.deps.reports.findById(id);
    if (!report) throw reportNotFound();
    const [view] = await toReportViews(this.deps, [report]);
    return view!;
  }
}
