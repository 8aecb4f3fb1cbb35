import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { eventPlacesTakenFor, offerHasLapsed } from '../domain/event-waitlist.js';
import { assertMayRegister } from '../domain/registration-rules.js';
import { eventNotFound, eventOfferExpired } from '../domain/single-event.errors.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';
import type { ParticipantDirectory } from './ports/participant-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/**
 * POST /api/eventos-unicos/{id}/register. The event is locked, the sign-ups counted and the new one
 * written in one transaction, so concurrent requests for the last place cannot both win. Places
 * offered to drivers of the waiting list count as taken, and so do places freed behind drivers still
 * waiting; a driver offered a place takes it (docs/adr/0028), which ends his wait.
 */
export class RegisterForSingleEvent {
  constructor(private readonly deps: { events: SingleEventRepository; waitlist: EventWaitlistRepository; participants: ParticipantDirectory; clock: Clock; tx: TransactionRunner }) {}

  async execute(actor: Actor, eventId: string): Promise<SingleEventView> {
    assertMayAct(actor);
    const event = await this.deps.tx.run(async (trx) => {
      const found = await this.deps.events.lockById(eventId, trx);
      if (!found) throw eventNotFound();
      const now = this.deps.clock.now();
      const queue = (await this.deps.waitlist.listFor([eventId], trx)).get(eventId) ?? [];
      const own = queue.find((e) => e.userId === actor.id);
      if (own && offerHasLapsed(own, now)) throw eventOfferExpired();
      assertMayRegister(found, {
        now,
        registered: await this.deps.events.isParticipant(eventId, actor.id, trx),
        participants: eventPlacesTakenFor(await this.deps.events.countParticipants(eventId, trx), queue, actor.id, now),
      });
      await this.deps.events.addParticipant({ eventId, userId: actor.id, createdAt: now.toISOString() }, trx);
      await this.deps.waitlist.remove(eventId, actor.id, trx);
      return found;
    });
    const [view] = await withParticipants(this.deps, [event]);
    return view;
  }
}
