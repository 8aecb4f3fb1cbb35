import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { decideAppealSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { ReportView } from '../../../contracts/stewarding.views.js';
import type { StoredReport } from '../domain/report.entity.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import { suspensionsNoLongerJustified } from '../domain/licence.js';
import type { VotedPenalty } from '../domain/penalty.js';
import { assertMayDecideAppeal, assertOutcome } from './appeal-rules.js';
import { panelContext, settingsOf } from './panel-settings.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';
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
 * standings, follow in the same transaction as the appeal's conditional update; so do the driver's
 * suspensions that his recounted licence points no longer justify, lifted with the appeal as reason.
 */
export class DecideAppeal {
  constructor(
    private readonly deps: {
      reports: ReportRepository;
      appeals: AppealStore;
      assignments: StewardAssignments;
      panels: PanelSettingsStore;
      suspensions: SuspensionStore;
      competitions: CompetitionDirectory;
      drivers: DriverCards;
      events: ScoredEventDirectory;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
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
    const at = this.deps.clock.now().toISOString();
    const relief = await this.reliefOf(report, current, input.resultado === 'anulada' ? 0 : input.resultado === 'reducida' ? reduced!.puntosLicencia : null);

    await this.deps.tx.run(async (trx) => {
      const decided = await this.deps.appeals.decide(
        appeal.id,
        { estado: input.resultado, explicacion: input.explicacion, sancionAnterior: current, decididoPor: actor.id, decididoAt: at },
        trx,
      );
      if (!decided) throw new ConflictError('APPEAL_DECIDED', REPORT_MSG.appealAlreadyDecided);
      const despues = { estado: input.resultado, sancion: input.resultado === 'anulada' ? null : (reduced ?? current), explicacion: input.explicacion };
      await this.deps.audit.record(staffChange(actor, 'apelacion.decidida', { tipo: 'apelacion', id: appeal.id, nombre: `Reporte ${report.numeroReporte}` }, { estado: appeal.estado, sancion: current }, despues), trx);
      if (input.resultado === 'reducida') await this.deps.reports.replacePenalty(report.id, reduced!, trx);
      if (input.resultado === 'anulada') await this.deps.reports.removePenalty(report.id, trx);
      // The suspensions the driver's points no longer reach are lifted, logged with the appeal as their reason.
      for (const { suspension, puntos } of relief) await this.deps.suspensions.lift(suspension.id, actor.id, REPORT_MSG.appealLifted(report.numeroReporte, puntos), at, trx);
    });
    const after = (await this.deps.reports.findById(report.id))!;
    const [view] = await toReportViews(this.deps, [after], await panelContext(this.deps.panels, [after], scope, true));
    return view!;
  }

  /**
   * When the appeal lowers the penalty's licence points (`newPoints`; null: unchanged), the reported
   * driver's suspensions in the championship that his points, recounted without them, no longer reach.
   * Read before the transaction (SQLite has one connection).
   */
  private async reliefOf(report: StoredReport, current: VotedPenalty | null, newPoints: number | null) {
    if (!current || newPoints === null || newPoints >= current.puntosLicencia) return [];
    const [suspensions, settings, penalties, races] = await Promise.all([
      this.deps.suspensions.ofChampionship(report.campeonatoId),
      settingsOf(this.deps.panels, report.campeonatoId),
      this.deps.reports.penaltiesIn(report.campeonatoId),
      this.deps.competitions.racesOf(report.campeonatoId),
    ]);
    const mine = suspensions.filter((s) => s.userId === report.reportedId);
    if (mine.length === 0) return [];
    const entries = penalties
      .filter((p) => p.userId === report.reportedId)
      .map((p) => ({ carreraId: p.carreraId, puntosLicencia: p.reportId === report.id ? newPoints : p.puntosLicencia }))
      .filter((e) => e.puntosLicencia > 0);
    return suspensionsNoLongerJustified(mine, entries, races.map((r) => r.id), settings.caducidadCarreras);
  }
}
