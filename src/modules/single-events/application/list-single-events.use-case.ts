import type { ParticipantDirectory } from './ports/participant-directory.port.js';
import type { SingleEventRepository } from './ports/single-event.repository.port.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/** GET /api/eventos-unicos: every event with its participants, by start (spec 1, the events list). */
export class ListSingleEvents {
  constructor(private readonly deps: { events: SingleEventRepository; participants: ParticipantDirectory }) {}

  async execute(): Promise<SingleEventView[]> {
    return withParticipants(this.deps, await this.deps.events.list());
  }
}
