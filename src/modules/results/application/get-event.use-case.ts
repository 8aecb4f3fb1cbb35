import type { EventSummaryView } from '../../../contracts/results.views.js';
import type { Clock } from '../../../platform/clock.js';
import { eventSummary } from '../domain/analyses.js';
import { eventNotFound } from '../domain/results.errors.js';
import { assertVisible, eventRef, type Viewer } from './event-access.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** One event's header: names, phases and classes. */
export class GetEvent {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  async execute(viewer: Viewer, ref: string | number): Promise<EventSummaryView> {
    const header = await this.deps.events.findHeader(eventRef(ref));
    if (!header) throw eventNotFound();
    assertVisible(header.event, viewer, this.deps.clock);
    return eventSummary(header.event, header.phases, header.carClasses, this.deps.clock.now());
  }
}
