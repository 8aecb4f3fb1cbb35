import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { eventPlacesTakenFor } from '../domain/event-waitlist.js';
import { hasPlaceLeft, hasStarted } from '../domain/single-event.entity.js';
import { alreadyQueuedForEvent, alreadyRegistered, eventNotFound, eventNotFullYet, eventStarted } from '../domain/single-event.errors.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';
import type { ParticipantDirectory } from './ports/participant-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/**
 * POST /api/eventos-unicos/{id}/lista-espera: a signed-in driver joins a full event's waiting list,
 * at its end. Refused (409, storing nothing) once started, when signed up or already waiting, and
 * while a place is free for him.
 */
export class JoinEventWaitlist {
  constructor(
    private readonly deps: { events: SingleEventRepository; waitlist: EventWaitlistRepository; participants: ParticipantDirectory; clock: Clock; newId: IdGenerator; tx: TransactionRunner },
  ) {}

  async execute(actor: Actor, eventId: string): Promise<SingleEventView> {
    assertMayAct(actor);
    const event = await this.deps.tx.run(async (trx) => {
      const found = await this.deps.events.lockById(eventId, trx);
      if (!found) throw eventNotFound();
      const now = this.deps.clock.now();
      if (hasStarted(found, now)) throw eventStarted();
      if (await this.deps.events.isParticipant(eventId, actor.id, trx)) throw alreadyRegistered();
      const queue = (await this.deps.waitlist.listFor([eventId], trx)).get(eventId) ?? [];
      if (queue.some((e) => e.userId === actor.id)) throw alreadyQueuedForEvent();
      if (hasPlaceLeft(found, eventPlacesTakenFor(await this.deps.events.countParticipants(eventId, trx), queue, actor.id, now))) throw eventNotFullYet();
      await this.deps.waitlist.insert(
        { id: this.deps.newId(), eventId, userId: actor.id, orden: await this.deps.waitlist.nextOrder(eventId, trx), createdAt: now.toISOString(), ofertaCreadaEn: null, ofertaVenceEn: null },
        trx,
      );
      return found;
    });
    const [view] = await withParticipants(this.deps, [event]);
    return view;
  }
}
