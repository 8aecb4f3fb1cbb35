import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { assertMayLeave } from '../domain/registration-rules.js';
import { eventNotFound } from '../domain/single-event.errors.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';
import type { OfferEventPlaces } from './offer-event-places.js';
import type { ParticipantDirectory } from './ports/participant-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/** DELETE /api/eventos-unicos/{id}/unregister: a signed-up driver leaves before the start; his place is offered to the first of the waiting list in the same transaction. */
export class UnregisterFromSingleEvent {
  constructor(
    private readonly deps: { events: SingleEventRepository; waitlist: EventWaitlistRepository; offers: Pick<OfferEventPlaces, 'inTransaction'>; participants: ParticipantDirectory; clock: Clock; tx: TransactionRunner },
  ) {}

  async execute(actor: Actor, eventId: string): Promise<SingleEventView> {
    assertMayAct(actor);
    const event = await this.deps.tx.run(async (trx) => {
      const found = await this.deps.events.lockById(eventId, trx);
      if (!found) throw eventNotFound();
      assertMayLeave(found, { now: this.deps.clock.now(), registered: await this.deps.events.isParticipant(eventId, actor.id, trx) });
      await this.deps.events.removeParticipant(eventId, actor.id, trx);
      await this.deps.offers.inTransaction(eventId, trx);
      return found;
    });
    const [view] = await withParticipants(this.deps, [event]);
    return view;
  }
}
