import type { EventSummaryView } from '../../../contracts/results.views.js';
import type { Clock } from '../../../platform/clock.js';
import { eventSummary } from '../domain/analyses.js';
import { visibleUpTo, type Viewer } from './event-access.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** The imported events the viewer may see, newest first. */
export class ListEvents {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  async execute(viewer: Viewer): Promise<EventSummaryView[]> {
    const now = this.deps.clock.now();
    const headers = await this.deps.events.list({ publishedBy: visibleUpTo(viewer, this.deps.clock) });
    return headers.map((h) => eventSummary(h.event, h.phases, h.carClasses, now));
  }
}
