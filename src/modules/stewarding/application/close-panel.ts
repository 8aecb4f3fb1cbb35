import type { Transaction } from '../../../platform/transactions.js';
import { tally, type PanelSettings, type Vote } from '../domain/panel.js';
import type { StoredReport } from '../domain/report.entity.js';
import type { LicenceFacts } from './licence-thresholds.js';
import type { DriverAccount, DriverCards } from './ports/driver-directory.port.js';
import { decisionContext, licenceBefore, recordDecision, type DecisionDeps } from './record-decision.js';
import { conflictMails } from './report-mails.js';
import { describeVote } from './report-views.js';

/** What closing a report's panel needs, read before the transaction that closes it (SQLite has one connection). */
export interface PanelCloseFacts {
  context: Awaited<ReturnType<typeof decisionContext>>;
  licence: LicenceFacts;
  /** Told when the votes give no majority. */
  admins: DriverAccount[];
  stewardName: (userId: string) => string;
}

/** Reads what closing `report`'s panel needs; `voters` are the stewards whose votes may be in it. */
export async function panelCloseFacts(deps: DecisionDeps & { drivers: DriverCards }, report: StoredReport, settings: PanelSettings, voters: readonly string[]): Promise<PanelCloseFacts> {
  const [context, licence, admins, stewards] = await Promise.all([
    decisionContext(deps, report),
    licenceBefore(deps, settings, report.reportedId),
    deps.accounts.admins(),
    deps.drivers.describe([...new Set(voters)]),
  ]);
  const stewardName = (userId: string) => {
    const card = stewards.find((d) => d.id === userId);
    return card ? `${card.nombre} ${card.apellido}`.trim() : 'Un comisario';
  };
  return { context, licence, admins, stewardName };
}

/**
 * Closes a pending report whose panel is complete (every vote it needs is in), inside `trx` and under the
 * report's lock: the verdict more than half the votes chose, written as the panel's decision (by the steward
 * whose vote came last) with both drivers' mails, or 'en_conflicto' with a mail to every admin. Answers the
 * state it left the report in; false from a store means another transaction closed it first.
 */
export async function closePanel(
  deps: DecisionDeps,
  trx: Transaction,
  report: StoredReport,
  votes: readonly Vote[],
  facts: PanelCloseFacts,
  at: string,
  closedElsewhere: () => Error,
): Promise<'resuelto' | 'rechazado' | 'en_conflicto'> {
  const outcome = tally(votes);
  if (!outcome.decidido) {
    if (!(await deps.reports.markConflict(report.id, trx))) throw closedElsewhere();
    for (const mail of conflictMails(facts.context, votes.map((v) => ({ ...v, descripcion: describeVote(v) })), facts.stewardName, facts.admins)) await deps.outbox.enqueue(mail, trx);
    return 'en_conflicto';
  }
  const explicacion = `Decisión del panel por mayoría (${outcome.mayoria.length} de ${votes.length} votos): ${describeVote(outcome)}. ${outcome.mayoria.map((v) => v.razonamiento).join(' ')}`;
  const aprobado = outcome.veredicto !== 'sin_accion';
  const last = [...votes].sort((a, b) => a.orden - b.orden).at(-1)!;
  await recordDecision(deps, trx, report, { aprobado, explicacion, sancion: outcome.sancion, by: last.userId, at }, facts.context, facts.licence);
  return aprobado ? 'resuelto' : 'rechazado';
}
