import type { Clock } from '../../../platform/clock.js';
import { offerIsLive } from '../domain/event-waitlist.js';
import type { SingleEvent } from '../domain/single-event.entity.js';
import type { EventWaitlistRepository } from './ports/event-waitlist.repository.port.js';
import type { ParticipantDirectory } from './ports/participant-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { toEventView, type SingleEventView } from './single-event-view.js';

/** Turns events into views with their participants and waiting lists: one query for the sign-ups, one for the queues, one for the people. */
export async function withParticipants(
  deps: { events: SingleEventRepository; waitlist: EventWaitlistRepository; participants: ParticipantDirectory; clock: Clock },
  events: SingleEvent[],
): Promise<SingleEventView[]> {
  if (events.length === 0) return [];
  const eventIds = events.map((e) => e.id);
  const [ids, queues] = await Promise.all([deps.events.participantIds(eventIds), deps.waitlist.listFor(eventIds)]);
  const waitingIds = [...queues.values()].flat().map((e) => e.userId);
  const people = new Map((await deps.participants.describe([...[...ids.values()].flat(), ...waitingIds])).map((p) => [p.id, p]));
  const now = deps.clock.now();
  return events.map((event) =>
    toEventView(
      event,
      (ids.get(event.id) ?? []).flatMap((id) => people.get(id) ?? []),
      (queues.get(event.id) ?? []).flatMap((e, i) => {
        const person = people.get(e.userId);
        return person ? [{ ...person, posicion: i + 1, ofertaVenceEn: offerIsLive(e, now) ? e.ofertaVenceEn : null }] : [];
      }),
    ),
  );
}
