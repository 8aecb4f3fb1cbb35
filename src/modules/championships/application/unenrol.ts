import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { releaseEntryDetails } from './entry-details.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';
import type { OfferFreedPlaces } from './offer-freed-places.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';

/**
 * Gives a place back: a refunded card payment releases its enrolment, and the place is offered to the
 * first of the waiting list in the same transaction. Runs in the caller's transaction when one is
 * open; answers whether an enrolment was removed.
 */
export class Unenrol {
  constructor(
    private readonly deps: { enrolments: EnrolmentRepository; offers: Pick<OfferFreedPlaces, 'inTransaction'>; tx: TransactionRunner; carNumbers?: CarNumberRepository; teams?: TeamRepository },
  ) {}

  execute(request: { campeonatoId: string; userId: string }, trx?: Transaction): Promise<boolean> {
    const work = async (t: Transaction) => {
      const removed = await this.deps.enrolments.remove(request.campeonatoId, request.userId, t);
      if (removed) await releaseEntryDetails(this.deps, request.campeonatoId, request.userId, t);
      if (removed) await this.deps.offers.inTransaction(request.campeonatoId, t);
      return removed;
    };
    return trx ? work(trx) : this.deps.tx.run(work);
  }
}
