import type { Transaction } from '../../../platform/transactions.js';
import { offerIsLive, type PlaceCount } from '../domain/waitlist.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { PaymentRecords } from './ports/payment-records.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';

export interface PlaceSources {
  enrolments: EnrolmentRepository;
  payments: PaymentRecords;
  waitlist: WaitlistRepository;
}

/**
 * Who holds the places of a championship at `now`: enrolments, running card checkouts and live
 * offers, read in the caller's transaction (which has the championship locked).
 */
export async function countPlaces(sources: PlaceSources, campeonatoId: string, now: Date, trx?: Transaction): Promise<PlaceCount> {
  const enrolled = await sources.enrolments.countFor(campeonatoId, trx);
  const holders = await sources.payments.holders(campeonatoId, now, trx);
  const queue = await sources.waitlist.listFor(campeonatoId, trx);
  const claimedBy = new Set([...holders, ...queue.filter((e) => offerIsLive(e, now)).map((e) => e.userId)]);
  return { enrolled, claimedBy, queue };
}
