import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { PanelSettings } from '../domain/panel.js';
import type { VotedPenalty } from '../domain/penalty.js';
import { licenceFacts, writePenalty, type LicenceFacts } from './licence-thresholds.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';
import type { Penalty, StoredReport } from '../domain/report.entity.js';
import { alreadyDecided } from './report-rules.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverAccounts } from './ports/driver-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import { decisionMails, decisionNotice } from './report-mails.js';

export interface DecisionDeps {
  reports: ReportRepository;
  competitions: CompetitionDirectory;
  accounts: DriverAccounts;
  outbox: MailOutbox;
  clock: Clock;
  newId: IdGenerator;
  suspensions: SuspensionStore;
  /** The drivers' devices (docs/adr/0056); stand-ins without it queue no pushes. */
  notices?: DeviceNotices;
}

/** What the thresholds need besides the driver's points, read before the decision's transaction. */
export function licenceBefore(deps: DecisionDeps, settings: PanelSettings, userId: string): Promise<LicenceFacts> {
  return licenceFacts(deps, settings, userId);
}

/** What the drivers' decision mails need, read before the decision's transaction. */
export async function decisionContext(deps: Pick<DecisionDeps, 'competitions' | 'accounts'>, report: StoredReport) {
  const [[championship], [race], reporter, reported] = await Promise.all([
    deps.competitions.championships([report.campeonatoId]),
    deps.competitions.races([report.carreraId]),
    deps.accounts.find(report.reporterId),
    deps.accounts.find(report.reportedId),
  ]);
  // A deleted account gets no mail; the other driver still does.
  const gone = (id: string) => ({ id, nombre: 'Cuenta', apellido: 'eliminada', email: '' });
  return {
    report,
    reporter: reporter ?? gone(report.reporterId),
    reported: reported ?? gone(report.reportedId),
    campeonato: championship?.nombreCampeonato ?? 'campeonato eliminado',
    circuito: race?.circuito ?? 'carrera eliminada',
  };
}

/**
 * Writes a report's one decision inside `trx`: the conditional state change (the gate: a second
 * decision writes nothing and is a 409), the decision, the penalty for the reported driver, and both
 * drivers' mails. Shared by a steward's or admin's decision and a panel's.
 */
export async function recordDecision(
  deps: DecisionDeps,
  trx: Transaction,
  report: StoredReport,
  decision: { aprobado: boolean; explicacion: string; sancion: VotedPenalty | null; by: string; at: string },
  context: Awaited<ReturnType<typeof decisionContext>>,
  licence: LicenceFacts,
): Promise<Penalty | null> {
  if (!(await deps.reports.markDecided(report.id, decision.aprobado ? 'resuelto' : 'rechazado', trx))) throw alreadyDecided();
  await deps.reports.insertDecision({ reportId: report.id, aprobado: decision.aprobado, explicacion: decision.explicacion, decididoPor: decision.by, decididoAt: decision.at }, trx);
  let penalty: Penalty | null = null;
  if (decision.aprobado && decision.sancion) {
    penalty = {
      id: deps.newId(),
      campeonatoId: report.campeonatoId,
      carreraId: report.carreraId,
      userId: report.reportedId,
      reportId: report.id,
      ...decision.sancion,
      explicacion: decision.explicacion,
      creadoPor: decision.by,
      createdAt: decision.at,
    };
    await writePenalty(deps, trx, penalty, licence, new Date(decision.at));
  }
  for (const mail of decisionMails(context, { aprobado: decision.aprobado, explicacion: decision.explicacion, penalty })) {
    if (mail.to) await deps.outbox.enqueue(mail, trx);
  }
  if (context.reported.email) await deps.notices?.notify(decisionNotice(context, { aprobado: decision.aprobado, penalty }), trx);
  return penalty;
}
