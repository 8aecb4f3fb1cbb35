import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { reportObject } from './audit-objects.js';
import { decideReportSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { ReportView } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import { assertPending, panelConflict, reportNotFound } from './report-rules.js';
import { panelContext, settingsOf } from './panel-settings.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverAccounts, DriverCards } from './ports/driver-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { ScoredEventDirectory } from './ports/scored-events.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { checkPenaltyTarget } from './penalty-target.js';
import { decisionContext, licenceBefore, recordDecision } from './record-decision.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';
import { toReportViews } from './report-views.js';
import { assertMayJudge, stewardScope } from './steward-rules.js';

/**
 * PUT /api/reportes/{id}/resolve (steward of its championship not involved in it, or admin): Resolver
 * (aprobado, with an optional penalty for the reported driver in that race) or Rechazar, with a written
 * explanation. Where a panel votes (3 or 5 stewards), stewards vote instead and only an admin decides
 * here, a report 'en_conflicto' included. A report is decided once: the store's conditional update lets
 * exactly one of two concurrent decisions through.
 */
export class DecideReport {
  constructor(
    private readonly deps: {
      reports: ReportRepository;
      competitions: CompetitionDirectory;
      accounts: DriverAccounts;
      drivers: DriverCards;
      events: ScoredEventDirectory;
      assignments: StewardAssignments;
      panels: PanelSettingsStore;
      suspensions: SuspensionStore;
      outbox: MailOutbox;
      /** The drivers' devices (docs/adr/0056); stand-ins without it queue no pushes. */
      notices?: DeviceNotices;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  async execute(actor: Actor, reportId: string, body: unknown): Promise<ReportView> {
    const scope = await stewardScope(actor, this.deps.assignments);
    const input = parseOrThrow(decideReportSchema, body);
    const report = await this.deps.reports.findById(reportId);
    if (!report) throw reportNotFound();
    assertMayJudge(scope, report);
    // A panel without majority left the report to an admin, whatever the panel's size is now.
    if (!scope.todos && report.estado === 'en_conflicto') throw panelConflict();
    const settings = await settingsOf(this.deps.panels, report.campeonatoId);
    if (!scope.todos && settings.comisariosPorReporte > 1) throw new ConflictError('PANEL_VOTING', REPORT_MSG.panelVoting);
    if (report.estado !== 'en_conflicto') assertPending(report);
    const context = await decisionContext(this.deps, report);
    const target = input.aprobado && input.sancion ? await checkPenaltyTarget(this.deps.events, report, input.sancion) : null;
    const sancion = input.aprobado && input.sancion ? { ...input.sancion, ...target! } : null;
    const at = this.deps.clock.now().toISOString();
    const licence = await licenceBefore(this.deps, settings, report.reportedId);

    await this.deps.tx.run(async (trx) => {
      await recordDecision(this.deps, trx, report, { aprobado: input.aprobado, explicacion: input.explicacion, sancion, by: actor.id, at }, context, licence);
      const despues = { estado: input.aprobado ? 'resuelto' : 'rechazado', sancion, explicacion: input.explicacion };
      await this.deps.audit.record(staffChange(actor, 'reporte.decidido', reportObject(report), { estado: report.estado, sancion: null }, despues), trx);
    });
    const decided = (await this.deps.reports.findById(report.id))!;
    const [view] = await toReportViews(this.deps, [decided], await panelContext(this.deps.panels, [decided], scope, true));
    return view!;
  }
}
