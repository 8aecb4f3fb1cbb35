import type { Clock } from '../../../platform/clock.js';
import { racePhase } from '../domain/event-result.js';
import { eventPlaceText, readEventPlace } from './event-place.js';
import type { ResultEventRepository } from './ports/result-event.repository.port.js';

/** One imported event as a driver's page lists it: their finish in the main race. */
export interface DriverRaceResult {
  eventId: string;
  subsessionId: number;
  /** The event's name (session, series or track). */
  eventName: string;
  trackName: string;
  trackConfig: string | null;
  startTime: string;
  /** The championship race the event counts for, if linked. */
  carreraId: string | null;
  /** Overall and class finish, 1-based (the team's, in a team event). */
  finishPosition: number;
  finishPositionInClass: number;
  carClassName: string;
  carName: string;
  /** The driver's own incidents in the main race. */
  incidents: number;
  oldIrating: number | null;
  newIrating: number | null;
  /** newIrating − oldIrating; null when either is unknown. */
  iratingChange: number | null;
  /** The team's name in a team event. */
  teamName: string | null;
}

/**
 * Offered to other modules (RESULTS.DriverResultHistory): one iRacing customer's finishes in the main
 * race of the imported events he took part in, newest first, a page of `limit` events at a time: a
 * driver's page reads what it shows, not his whole history. A later page starts after `after`, the
 * `siguiente` of the page before (an opaque place: the last event's start and subsession, walked from
 * there; a text no page gave is refused in Spanish), or `offset` events from the top (a start given by
 * number, which the caller bounds). With `publishedOnly`, only events the public sees now (docs/adr/0072).
 */
export class DriverResultHistory {
  constructor(private readonly deps: { events: Pick<ResultEventRepository, 'customerRows' | 'nextPublicationAfter'>; clock: Clock }) {}

  async nextPublication(): Promise<Date | null> {
    const next = await this.deps.events.nextPublicationAfter(this.deps.clock.now().toISOString());
    return next ? new Date(next) : null;
  }

  async forCustomer(
    custId: number,
    options: { publishedOnly?: boolean; after?: string; offset?: number; limit: number },
  ): Promise<{ siguiente: string | null; results: DriverRaceResult[] }> {
    const after = options.after === undefined ? undefined : readEventPlace(options.after);
    if (!Number.isSafeInteger(custId) || custId <= 0) return { siguiente: null, results: [] };
    const publishedBy = options.publishedOnly ? this.deps.clock.now().toISOString() : undefined;
    const { events, rows, next } = await this.deps.events.customerRows(custId, publishedBy, after ? { after, limit: options.limit } : { offset: options.offset ?? 0, limit: options.limit });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const results: DriverRaceResult[] = [];
    for (const { event, phases, carClasses } of events) {
      const main = racePhase(phases);
      if (!main) continue;
      const own = rows.find((r) => r.eventId === event.id && r.phaseId === main.id && r.custId === custId);
      if (!own) continue;
      const team = own.teamEntryId ? byId.get(own.teamEntryId) : undefined;
      const placed = team ?? own;
      const carClass = carClasses.find((c) => c.carClassId === placed.carClassId);
      results.push({
        eventId: event.id,
        subsessionId: event.subsessionId,
        eventName: event.sessionName,
        trackName: event.trackName,
        trackConfig: event.trackConfig,
        startTime: event.startTime,
        carreraId: event.carreraId,
        finishPosition: placed.finishPosition,
        finishPositionInClass: placed.finishPositionInClass,
        carClassName: carClass?.shortName || carClass?.name || `Clase ${placed.carClassId}`,
        carName: own.carName || placed.carName,
        incidents: own.incidents,
        oldIrating: own.oldIrating,
        newIrating: own.newIrating,
        iratingChange: own.oldIrating !== null && own.newIrating !== null ? own.newIrating - own.oldIrating : null,
        teamName: team ? team.displayName : null,
      });
    }
    return { siguiente: next ? eventPlaceText(next) : null, results: results.sort((a, b) => b.startTime.localeCompare(a.startTime) || b.subsessionId - a.subsessionId) };
  }
}
