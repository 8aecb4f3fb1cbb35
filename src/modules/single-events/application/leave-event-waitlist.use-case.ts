import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { offerIsLive } from '../domain/event-waitlist.js';
import { eventNotFound, notQueuedForEvent } from '../domain/single-event.errors.js';
import type { OfferEventPlaces } from './offer-event-places.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';
import type { ParticipantDirectory } from './ports/participant-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/** DELETE /api/eventos-unicos/{id}/lista-espera: a driver leaves the queue; a place he had been offered goes to the next in the same transaction. */
export class LeaveEventWaitlist {
  constructor(
    private readonly deps: {
      events: SingleEventRepository;
      waitlist: EventWaitlistRepository;
      offers: Pick<OfferEventPlaces, 'inTransaction'>;
      participants: ParticipantDirectory;
      clock: Clock;
      tx: TransactionRunner;
    },
  ) {}

  async execute(actor: Actor, eventId: string): Promise<SingleEventView> {
    assertMayAct(actor);
    const event = await this.deps.tx.run(async (trx) => {
      const found = await this.deps.events.lockById(eventId, trx);
      if (!found) throw eventNotFound();
      const own = ((await this.deps.waitlist.listFor([eventId], trx)).get(eventId) ?? []).find((e) => e.userId === actor.id);
      if (!own) throw notQueuedForEvent();
      await this.deps.waitlist.remove(eventId, actor.id, trx);
      if (offerIsLive(own, this.deps.clock.now())) await this.deps.offers.inTransaction(eventId, trx);
      return found;
    });
    const [view] = await withParticipants(this.deps, [event]);
    return view;
  }
}
