import { eventNotFound } from '../domain/single-event.errors.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/** GET /api/eventos-unicos/{id}: one event with its participants. */
export class GetSingleEvent {
  constructor(private readonly deps: Parameters<typeof withParticipants>[0]) {}

  async execute(id: string): Promise<SingleEventView> {
    const event = await this.deps.events.findById(id);
    if (!event) throw eventNotFound();
    const [view] = await withParticipants(this.deps, [event]);
    return view;
  }
}
