import type { SingleEvent } from '../domain/single-event.entity.js';
import type { ParticipantDirectory } from './ports/participant-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { toEventView, type SingleEventView } from './single-event-view.js';

/** Turns events into views with their participants: one query for the sign-ups, one for the people. */
export async function withParticipants(
  deps: { events: SingleEventRepository; participants: ParticipantDirectory },
  events: SingleEvent[],
): Promise<SingleEventView[]> {
  if (events.length === 0) return [];
  const ids = await deps.events.participantIds(events.map((e) => e.id));
  const people = new Map((await deps.participants.describe([...ids.values()].flat())).map((p) => [p.id, p]));
  return events.map((event) => toEventView(event, (ids.get(event.id) ?? []).flatMap((id) => people.get(id) ?? [])));
}
