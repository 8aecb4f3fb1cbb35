import { REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../../platform/errors.js';
import { compareSeverity } from '../domain/panel.js';
import type { VotedPenalty } from '../domain/penalty.js';
import type { StoredReport } from '../domain/report.entity.js';
import { assertMayJudge, type StewardScope } from './steward-rules.js';

const HOUR_MS = 3_600_000;

/**
 * Who may appeal and when: one of the report's two drivers, once, within `horasApelacion` hours of
 * the decision. Checked again by the store's unique key (one appeal per driver and report).
 */
export function assertMayAppeal(facts: { report: StoredReport; userId: string; alreadyAppealed: boolean; horasApelacion: number; now: Date }): void {
  const { report } = facts;
  if (facts.userId !== report.reporterId && facts.userId !== report.reportedId) throw new ForbiddenError(REPORT_MSG.appealNotParty, 'NOT_A_PARTY');
  if (!report.decision || (report.estado !== 'resuelto' && report.estado !== 'rechazado')) throw new ConflictError('NOT_DECIDED', REPORT_MSG.appealNotDecided);
  if (facts.alreadyAppealed) throw appealTwice();
  if (facts.now.getTime() > new Date(report.decision.decididoAt).getTime() + facts.horasApelacion * HOUR_MS) {
    throw new ConflictError('APPEAL_WINDOW_CLOSED', REPORT_MSG.appealWindowClosed(facts.horasApelacion));
  }
}

export const appealTwice = () => new ConflictError('APPEAL_TWICE', REPORT_MSG.appealTwice);

/** An appeal is decided by a steward of the championship who neither voted on nor decided the report, or by an admin. */
export function assertMayDecideAppeal(scope: StewardScope, report: StoredReport): void {
  assertMayJudge(scope, report);
  if (scope.todos) return;
  if (report.votes.some((v) => v.userId === scope.stewardId) || report.decision?.decididoPor === scope.stewardId) throw new ForbiddenError(REPORT_MSG.appealVoter, 'APPEAL_VOTER');
}

/** 'reducida' and 'anulada' act on a penalty, and a reduction must be milder than the penalty it replaces. */
export function assertOutcome(resultado: 'confirmada' | 'reducida' | 'anulada', current: VotedPenalty | null, reduced: VotedPenalty | null): void {
  if (resultado === 'confirmada') return;
  if (!current) throw new ValidationError(REPORT_MSG.appealNoPenalty, { resultado: REPORT_MSG.appealNoPenalty });
  if (resultado === 'reducida' && (!reduced || compareSeverity(reduced, current) >= 0)) throw new ValidationError(REPORT_MSG.appealNotMilder, { sancion: REPORT_MSG.appealNotMilder });
}
