import type { Transaction } from '../../../../platform/transactions.js';
import type { OfferOutcome, WaitlistEntry } from '../../domain/waitlist.js';

/** Port: the championships' waiting lists. */
export interface WaitlistRepository {
  /** The championship's queue in order (`orden`, then arrival). */
  listFor(campeonatoId: string, trx?: Transaction): Promise<WaitlistEntry[]>;
  /** Refuses a second entry of the same driver with `alreadyQueued` (the unique index decides). */
  insert(entry: WaitlistEntry, trx?: Transaction): Promise<void>;
  /** Answers whether there was an entry. */
  remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
  /** Opens (or with null, clears) the offer of one entry. */
  setOffer(id: string, offer: { ofertaCreadaEn: string; ofertaVenceEn: string } | null, trx?: Transaction): Promise<void>;
  /** Writes `orden` 1…n in the order of the ids given. */
  reorder(campeonatoId: string, entryIds: readonly string[], trx?: Transaction): Promise<void>;
  /** The next `orden` at the end of the queue. */
  nextOrder(campeonatoId: string, trx?: Transaction): Promise<number>;
  /** Championships with anyone waiting, for the scheduler. */
  championshipsWithQueue(trx?: Transaction): Promise<string[]>;
  /** Every queue a driver is in. */
  ofUser(userId: string, trx?: Transaction): Promise<WaitlistEntry[]>;
  /** Keeps what became of an offer (replacing the driver's earlier one in the championship). */
  recordOutcome(outcome: OfferOutcome, trx?: Transaction): Promise<void>;
  outcomeOf(campeonatoId: string, userId: string, trx?: Transaction): Promise<OfferOutcome | null>;
  /** A championship's offer outcomes, newest first (the admin's list). */
  outcomesFor(campeonatoId: string, trx?: Transaction): Promise<OfferOutcome[]>;
  /** A driver's offer outcomes, newest first (his profile). */
  outcomesOfUser(userId: string, trx?: Transaction): Promise<OfferOutcome[]>;
}
