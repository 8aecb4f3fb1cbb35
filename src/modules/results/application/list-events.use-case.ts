import { EVENTS_OF_RACES, EVENTS_OF_RACES_MSG, eventListQuerySchema, type EventListQueryInput } from '../../../contracts/results.contract.js';
import type { EventSummaryView } from '../../../contracts/results.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import { eventPlaceText, readEventPlace } from './event-place.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { eventSummary } from '../domain/analyses.js';
import { visibleUpTo, type Viewer } from './event-access.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** The imported events the viewer may see, newest first. */
export class ListEvents {
  constructor(private readonly deps: { events: ResultEventRepository; clock: Clock }) {}

  /**
   * The events of these championship races (a championship page's links, the overlays' last race), in
   * the list's order: at most three a race, read by race, never the whole list. More than
   * EVENTS_OF_RACES.maxRaces races at once are refused in Spanish.
   */
  async ofRaces(viewer: Viewer, carreraIds: readonly string[]): Promise<EventSummaryView[]> {
    const wanted = [...new Set(carreraIds.filter((id) => id !== ''))];
    if (carreraIds.length > EVENTS_OF_RACES.maxRaces) throw new ValidationError(EVENTS_OF_RACES_MSG.tooMany, { carreras: EVENTS_OF_RACES_MSG.tooMany });
    const now = this.deps.clock.now();
    const headers = await this.deps.events.listOfRaces(wanted, visibleUpTo(viewer, this.deps.clock));
    return headers.map((h) => eventSummary(h.event, h.phases, h.carClasses, now));
  }

  /**
   * One page (at most EVENTS_PAGE.maxSize events, docs/adr/0061) from `desde`, the `siguiente` of the
   * page before, read by place (the latest start, then the highest subsession), never by position.
   */
  async page(viewer: Viewer, query: { [K in keyof EventListQueryInput]?: unknown }): Promise<{ events: EventSummaryView[]; siguiente: string | null }> {
    const { limite, desde } = parseOrThrow(eventListQuerySchema, query);
    const after = desde === undefined ? undefined : readEventPlace(desde);
    const now = this.deps.clock.now();
    // One more than asked: whether it comes says if there is a next page.
    const headers = await this.deps.events.listPage({ publishedBy: visibleUpTo(viewer, this.deps.clock), after, limit: limite + 1 });
    const events = headers.slice(0, limite).map((h) => eventSummary(h.event, h.phases, h.carClasses, now));
    const last = events[events.length - 1];
    return { events, siguiente: headers.length > limite && last ? eventPlaceText({ startTime: last.event_date, subsessionId: last.subsession_id }) : null };
  }

  /** The event imported last, or null (the admin's dashboard). */
  async lastImported(viewer: Viewer): Promise<EventSummaryView | null> {
    const header = await this.deps.events.lastImported(visibleUpTo(viewer, this.deps.clock));
    return header ? eventSummary(header.event, header.phases, header.carClasses, this.deps.clock.now()) : null;
  }
}
