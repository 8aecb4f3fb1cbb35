import { decideAppealSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { ReportView } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import type { VotedPenalty } from '../domain/panel.js';
import { assertMayDecideAppeal, assertOutcome } from './appeal-rules.js';
import { panelContext } from './panel-settings.js';
import { checkPenaltyTarget } from './penalty-target.js';
import type { AppealStore } from './ports/appeal-store.port.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverCards } from './ports/driver-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { ScoredEventDirectory } from './ports/scored-events.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { toReportViews } from './report-views.js';
import { stewardScope } from './steward-rules.js';

/**
 * PUT /api/reportes/apelaciones/{id}: a steward who did not vote on (nor decide) the report, or an
 * admin, decides an appeal once: confirmada (the decision stands), reducida (a milder penalty takes
 * the penalty's place in the ledger) or anulada (the penalty is lifted). The ledger, and so the
 * standings, follow in the same transaction as the appeal's conditional update.
 */
export class DecideAppeal {
  constructor(
    private readonly deps: {
      reports: ReportRepository;
      appeals: AppealStore;
      assignments: StewardAssignments;
      panels: PanelSettingsStore;
      competitions: CompetitionDirectory;
      drivers: DriverCards;
      events: ScoredEventDirectory;
      clock: Clock;
      tx: TransactionRunner;
    },
  ) {}

  async execute(actor: Actor, appealId: string, body: unknown): Promise<ReportView> {
    const scope = await stewardScope(actor, this.deps.assignments);
    const input = parseOrThrow(decideAppealSchema, body);
    const appeal = await this.deps.appeals.findById(appealId);
    if (!appeal) throw new NotFoundError(REPORT_MSG.appealNotFound, 'APPEAL_NOT_FOUND');
    const report = await this.deps.reports.findById(appeal.reportId);
    if (!report) throw new NotFoundError(REPORT_MSG.appealNotFound, 'APPEAL_NOT_FOUND');
    assertMayDecideAppeal(scope, report);
    if (appeal.estado !== 'pendiente') throw new ConflictError('APPEAL_DECIDED', REPORT_MSG.appealAlreadyDecided);
    const current: VotedPenalty | null = report.penalty
      ? { tipo: report.penalty.tipo, segundos: report.penalty.segundos, posiciones: report.penalty.posiciones, puntos: report.penalty.puntos, puntosLicencia: report.penalty.puntosLicencia, sesion: report.penalty.sesion, evento: report.penalty.evento }
      : null;
    const reduced = input.resultado === 'reducida' && input.sancion ? { ...input.sancion, ...(await checkPenaltyTarget(this.deps.events, report, input.sancion)) } : null;
    assertOutcome(input.resultado, current, reduced);

    await this.deps.tx.run(async (trx) => {
      const decided = await this.deps.appeals.decide(
        appeal.id,
        { estado: input.resultado, explicacion: input.explicacion, sancionAnterior: current, decididoPor: actor.id, decididoAt: this.deps.clock.now().toISOString() },
        trx,
      );
      if (!decided) throw new ConflictError('APPEAL_DECIDED', REPORT_MSG.appealAlreadyDecided);
      if (input.resultado === 'reducida') await this.deps.reports.replacePenalty(report.id, reduced!, trx);
      if (input.resultado === 'anulada') await this.deps.reports.removePenalty(report.id, trx);
    });
    const after = (await this.deps.reports.findById(report.id))!;
    const [view] = await toReportViews(this.deps, [after], await panelContext(this.deps.panels, [after], scope, true));
    return view!;
  }
}
