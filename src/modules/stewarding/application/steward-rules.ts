import { REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import { ForbiddenError } from '../../../platform/errors.js';
import { assertStewardOrAdmin, isAdmin, type Actor } from '../../identity/index.js';
import type { Report } from '../domain/report.entity.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';

/** What a steward may see: every championship (an admin), or his assigned ones minus the reports involving him. */
export type StewardScope = { todos: true; stewardId: string } | { todos: false; stewardId: string; campeonatoIds: string[] };

/**
 * The steward's rule on every stewarding call, after identity's steward-or-admin rule: a steward
 * judges only the championships he is assigned to, and never a report he filed or that is about him.
 * An admin judges everything.
 */
export async function stewardScope(actor: Actor, assignments: StewardAssignments): Promise<StewardScope> {
  assertStewardOrAdmin(actor);
  if (isAdmin(actor)) return { todos: true, stewardId: actor.id };
  return { todos: false, stewardId: actor.id, campeonatoIds: await assignments.championshipsOf(actor.id) };
}

/** Refuses (403) a championship outside the scope. */
export function assertMayJudgeChampionship(scope: StewardScope, campeonatoId: string): void {
  if (!scope.todos && !scope.campeonatoIds.includes(campeonatoId)) throw new ForbiddenError(REPORT_MSG.notYourChampionship, 'NOT_YOUR_CHAMPIONSHIP');
}

/** Refuses (403) a report of another championship, or one the steward filed or that is about him. */
export function assertMayJudge(scope: StewardScope, report: Pick<Report, 'campeonatoId' | 'reporterId' | 'reportedId'>): void {
  assertMayJudgeChampionship(scope, report.campeonatoId);
  if (!scope.todos && (report.reporterId === scope.stewardId || report.reportedId === scope.stewardId)) throw new ForbiddenError(REPORT_MSG.ownReport, 'OWN_REPORT');
}
