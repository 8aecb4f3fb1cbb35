import type { Transaction } from '../../../../platform/transactions.js';
import type { EventWaitlistEntry } from '../../domain/event-waitlist.js';

/** Port: the free events' waiting lists. */
export interface EventWaitlistRepository {
  /** The queues of the events asked, each in order (`orden`, then arrival). */
  listFor(eventIds: readonly string[], trx?: Transaction): Promise<Map<string, EventWaitlistEntry[]>>;
  /** Refuses a second entry of the same driver (the unique index decides). */
  insert(entry: EventWaitlistEntry, trx?: Transaction): Promise<void>;
  remove(eventId: string, userId: string, trx?: Transaction): Promise<boolean>;
  setOffer(id: string, offer: { ofertaCreadaEn: string; ofertaVenceEn: string }, trx?: Transaction): Promise<void>;
  /** The queue entries of one driver, across events. */
  ofUser(userId: string, trx?: Transaction): Promise<EventWaitlistEntry[]>;
  nextOrder(eventId: string, trx?: Transaction): Promise<number>;
  /** Events with anyone waiting, for the scheduler. */
  eventsWithQueue(trx?: Transaction): Promise<string[]>;
}
