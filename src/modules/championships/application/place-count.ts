import type { Transaction } from '../../../platform/transactions.js';
import { freePlaces, nextOfferEnd, offerIsLive, type PlaceCount } from '../domain/waitlist.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { PaymentRecords } from './ports/payment-records.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';

export interface PlaceSources {
  enrolments: EnrolmentRepository;
  payments: PaymentRecords;
  waitlist: WaitlistRepository;
}

/**
 * Who holds the places of a championship at `now`: enrolments, running card checkouts, OXXO and SPEI
 * vouchers and live offers, read in the caller's transaction (which has the championship locked).
 */
export async function countPlaces(sources: PlaceSources, campeonatoId: string, now: Date, trx?: Transaction): Promise<PlaceCount> {
  const enrolled = await sources.enrolments.countFor(campeonatoId, trx);
  const holders = await sources.payments.holders(campeonatoId, now, trx);
  const queue = await sources.waitlist.listFor(campeonatoId, trx);
  const claimedBy = new Set([...holders, ...queue.filter((e) => offerIsLive(e, now)).map((e) => e.userId)]);
  return { enrolled, claimedBy, queue };
}

/** The places free for a visitor (`freePlaces`), and the next instant time alone changes that (a hold or an offer ending), or null. */
export async function publicPlaces(
  sources: PlaceSources,
  championship: { id: string; participantesMaximos: number },
  open: boolean,
  now: Date,
): Promise<{ free: number; changesAt: string | null }> {
  if (!open) return { free: 0, changesAt: null };
  const [count, holdEnd] = await Promise.all([countPlaces(sources, championship.id, now), sources.payments.nextHoldEnd(championship.id, now)]);
  const ends = [holdEnd, nextOfferEnd(count.queue, now)].filter((e): e is string => e !== null).sort((a, b) => Date.parse(a) - Date.parse(b));
  return { free: freePlaces(count, championship.participantesMaximos, null, now), changesAt: ends[0] ?? null };
}
