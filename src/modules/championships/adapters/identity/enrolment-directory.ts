import type { Clock } from '../../../../platform/clock.js';
import type { Transaction } from '../../../../platform/transactions.js';
import type { EnrolmentDirectory } from '../../../identity/index.js';
import type { EnrolmentRepository } from '../../application/ports/enrolment.repository.port.js';

/** Identity's EnrolmentDirectory port, answered from this module's enrolments. */
export class ChampionshipEnrolmentDirectory implements EnrolmentDirectory {
  constructor(private readonly deps: { enrolments: EnrolmentRepository; clock: Clock }) {}

  championshipIdsOf(userId: string): Promise<string[]> {
    return this.deps.enrolments.championshipIdsOf(userId);
  }

  releaseUpcomingOf(userId: string, trx?: unknown): Promise<void> {
    return this.deps.enrolments.releaseUpcomingOf(userId, this.deps.clock.now().toISOString(), trx as Transaction | undefined);
  }
}
