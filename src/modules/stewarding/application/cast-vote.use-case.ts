import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { reportObject } from './audit-objects.js';
import { castVoteSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { ReportView } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, ValidationError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import type { Vote } from '../domain/panel.js';
import type { VotedPenalty } from '../domain/penalty.js';
import { closePanel, panelCloseFacts } from './close-panel.js';
import { panelContext, settingsOf } from './panel-settings.js';
import { checkPenaltyTarget } from './penalty-target.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverAccounts, DriverCards } from './ports/driver-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { ScoredEventDirectory } from './ports/scored-events.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';
import { panelConflict, reportNotFound } from './report-rules.js';
import { toReportViews } from './report-views.js';
import { assertMayJudge, stewardScope } from './steward-rules.js';

const votingClosed = () => new ConflictError('VOTING_CLOSED', REPORT_MSG.votingClosed);

/**
 * POST /api/reportes/{id}/votos: a steward of the championship (not involved in the report) votes on a
 * report its panel of 3 or 5 decides: no action, a warning, or a penalty of one of the championship's
 * categories (its default penalty, which the vote may change), with a short reasoning. The vote that
 * completes the panel decides in the same transaction: a majority's verdict with the mildest penalty of
 * that side, or 'en_conflicto' for an admin, every admin mailed in that transaction. Votes on one report queue on its lock, so the first N are
 * the only ones and exactly one decision is written whatever arrives at once.
 */
export class CastVote {
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

  async execute(actor: Actor, reportId: string, body: unknown): Promise<{ message: string; data: ReportView }> {
    const scope = await stewardScope(actor, this.deps.assignments);
    const input = parseOrThrow(castVoteSchema, body);
    const report = await this.deps.reports.findById(reportId);
    if (!report) throw reportNotFound();
    assertMayJudge(scope, report);
    const settings = await settingsOf(this.deps.panels, report.campeonatoId);
    if (report.estado === 'en_conflicto') throw panelConflict();
    if (settings.comisariosPorReporte === 1) throw new ConflictError('SINGLE_STEWARD', REPORT_MSG.singleSteward);
    if (report.estado !== 'pendiente') throw votingClosed();
    if (report.votes.some((v) => v.userId === actor.id)) throw new ConflictError('ALREADY_VOTED', REPORT_MSG.alreadyVoted);

    const sancion = await this.penaltyOf(input, settings.categorias, report);
    const at = this.deps.clock.now().toISOString();
    // A vote may complete the panel: what its decision or conflict needs, read before the transaction.
    const facts = await panelCloseFacts(this.deps, report, settings, [...report.votes.map((v) => v.userId), actor.id]);

    await this.deps.tx.run(async (trx) => {
      const locked = await this.deps.reports.lockForVoting(report.id, trx);
      if (!locked) throw reportNotFound();
      if (locked.estado === 'en_conflicto') throw panelConflict();
      // The panel's size as it stands once this report is locked: a change of size that came first is seen here.
      const size = (await settingsOf(this.deps.panels, report.campeonatoId, trx)).comisariosPorReporte;
      if (size === 1) throw new ConflictError('SINGLE_STEWARD', REPORT_MSG.singleSteward);
      if (locked.estado !== 'pendiente' || locked.votes.length >= size) throw votingClosed();
      if (locked.votes.some((v) => v.userId === actor.id)) throw new ConflictError('ALREADY_VOTED', REPORT_MSG.alreadyVoted);
      const vote: Vote = {
        reportId: report.id,
        userId: actor.id,
        orden: locked.votes.length + 1,
        veredicto: input.veredicto,
        categoria: input.veredicto === 'sancion' ? (input.categoria ?? null) : null,
        sancion,
        razonamiento: input.razonamiento,
        createdAt: at,
      };
      await this.deps.reports.insertVote(vote, trx);
      const { veredicto, categoria, razonamiento } = vote;
      await this.deps.audit.record(staffChange(actor, 'reporte.voto', reportObject(report), null, { veredicto, categoria, sancion, razonamiento }), trx);
      const votes = [...locked.votes, vote];
      if (votes.length >= size) await closePanel(this.deps, trx, locked, votes, facts, at, votingClosed);
    });
    const after = (await this.deps.reports.findById(report.id))!;
    const [view] = await toReportViews(this.deps, [after], await panelContext(this.deps.panels, [after], scope, true));
    return { message: REPORT_MSG.voted, data: view! };
  }

  /** The penalty the vote asks for: none, a warning with its licence points, or the category's default as changed by the vote. */
  private async penaltyOf(
    input: ReturnType<typeof castVoteSchema.parse>,
    categories: Array<{ nombre: string; tipo: VotedPenalty['tipo']; segundos: number | null; posiciones: number | null; puntos: number | null; puntosLicencia: number }>,
    report: { campeonatoId: string; carreraId: string },
  ): Promise<VotedPenalty | null> {
    if (input.veredicto === 'sin_accion') return null;
    if (input.veredicto === 'advertencia') return { tipo: 'advertencia', segundos: null, posiciones: null, puntos: null, puntosLicencia: input.puntosLicencia, sesion: null, evento: null };
    const category = categories.find((c) => c.nombre.toLocaleLowerCase('es-MX') === input.categoria!.toLocaleLowerCase('es-MX'));
    if (!category) throw new ValidationError(REPORT_MSG.categoryNotFound, { categoria: REPORT_MSG.categoryNotFound });
    const chosen = input.sancion ?? { ...category, sesion: null, evento: null };
    const target = await checkPenaltyTarget(this.deps.events, report, chosen);
    return { tipo: chosen.tipo, segundos: chosen.segundos, posiciones: chosen.posiciones, puntos: chosen.puntos, puntosLicencia: chosen.puntosLicencia, ...target };
  }
}
