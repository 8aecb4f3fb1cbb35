import { decideReportSchema } from '../../../contracts/stewarding.contract.js';
import type { ReportView } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import type { Penalty } from '../domain/report.entity.js';
import { alreadyDecided, assertPending, reportNotFound } from './report-rules.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverAccounts, DriverCards } from './ports/driver-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { ScoredEventDirectory } from './ports/scored-events.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { assertMayJudge, stewardScope } from './steward-rules.js';
import { checkPenaltyTarget } from './penalty-target.js';
import { decisionMails } from './report-mails.js';
import { toReportViews } from './report-views.js';

/**
 * PUT /api/reportes/{id}/resolve (steward of its championship not involved in it, or admin): Resolver (aprobado, with an optional penalty for the reported
 * driver in that race) or Rechazar, with a written explanation. A report is decided once: the
 * store's conditional update lets exactly one of two concurrent decisions through.
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
      outbox: MailOutbox;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
    },
  ) {}

  async execute(actor: Actor, reportId: string, body: unknown): Promise<ReportView> {
    const scope = await stewardScope(actor, this.deps.assignments);
    const input = parseOrThrow(decideReportSchema, body);
    const report = await this.deps.reports.findById(reportId);
    if (!report) throw reportNotFound();
    assertMayJudge(scope, report);
    assertPending(report);
    const [championship] = await this.deps.competitions.championships([report.campeonatoId]);
    const [race] = await this.deps.competitions.races([report.carreraId]);
    const [reporter, reported] = await Promise.all([this.deps.accounts.find(report.reporterId), this.deps.accounts.find(report.reportedId)]);
    const now = this.deps.clock.now().toISOString();
    const target = input.aprobado && input.sancion ? await checkPenaltyTarget(this.deps.events, report, input.sancion) : null;

    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.reports.markDecided(report.id, input.aprobado ? 'resuelto' : 'rechazado', trx))) throw alreadyDecided();
      await this.deps.reports.insertDecision({ reportId: report.id, aprobado: input.aprobado, explicacion: input.explicacion, decididoPor: actor.id, decididoAt: now }, trx);
      let penalty: Penalty | null = null;
      if (input.aprobado && input.sancion) {
        penalty = {
          id: this.deps.newId(),
          campeonatoId: report.campeonatoId,
          carreraId: report.carreraId,
          userId: report.reportedId,
          reportId: report.id,
          ...input.sancion,
          ...target,
          explicacion: input.explicacion,
          creadoPor: actor.id,
          createdAt: now,
        };
        await this.deps.reports.insertPenalty(penalty, trx);
      }
      // A deleted account gets no mail; the other driver still does.
      const gone = (id: string) => ({ id, nombre: 'Cuenta', apellido: 'eliminada', email: '' });
      const context = {
        report,
        reporter: reporter ?? gone(report.reporterId),
        reported: reported ?? gone(report.reportedId),
        campeonato: championship?.nombreCampeonato ?? 'campeonato eliminado',
        circuito: race?.circuito ?? 'carrera eliminada',
      };
      for (const mail of decisionMails(context, { aprobado: input.aprobado, explicacion: input.explicacion, penalty })) {
        if (mail.to) await this.deps.outbox.enqueue(mail, trx);
      }
    });
    const decided = await this.deps.reports.findById(report.id);
    const [view] = await toReportViews(this.deps, [decided!]);
    return view!;
  }
}
