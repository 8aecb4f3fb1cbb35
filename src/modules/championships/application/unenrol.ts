import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';

/**
 * Gives a place back: a refunded card payment releases its enrolment. Runs in the caller's
 * transaction when one is open; answers whether an enrolment was removed.
 */
export class Unenrol {
  constructor(private readonly deps: { enrolments: EnrolmentRepository; tx: TransactionRunner }) {}

  execute(request: { campeonatoId: string; userId: string }, trx?: Transaction): Promise<boolean> {
    const work = (t: Transaction) => this.deps.enrolments.remove(request.campeonatoId, request.userId, t);
    return trx ? work(trx) : this.deps.tx.run(work);
  }
}
