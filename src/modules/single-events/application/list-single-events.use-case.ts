import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/** GET /api/eventos-unicos: every event with its participants, by start (spec 1, the events list). */
export class ListSingleEvents {
  constructor(private readonly deps: Parameters<typeof withParticipants>[0]) {}

  async execute(): Promise<SingleEventView[]> {
    return withParticipants(this.deps, await this.deps.events.list());
  }
}
