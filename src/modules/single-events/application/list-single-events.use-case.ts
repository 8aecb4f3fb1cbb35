import { PAST_EVENTS_MSG, pastEventsQuerySchema, type PastEventsQueryInput } from '../../../contracts/single-events.contract.js';
import { mexicoCityDay, mexicoCityInstant, nextDay } from '../../../contracts/formats.js';
import { ValidationError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { PastEventPlace } from './ports/single-event.repository.port.js';
import { withParticipants } from './single-event-reader.js';
import type { SingleEventView } from './single-event-view.js';

/** A list and the instant the day changes in Mexico City, when an event of today becomes past. */
export interface DatedList<T> {
  answer: T;
  changesAt: Date;
}

/**
 * The events list (spec 1): the events still to come, by start, with how many already ran; those
 * already run a page at a time, the latest first (docs/adr/0066). An event is still to come through
 * the whole of its calendar day, as written, by Mexico City's day on the clock.
 */
export class ListSingleEvents {
  constructor(private readonly deps: Parameters<typeof withParticipants>[0]) {}

  /** Every event ever, by start: the command line's list (`parrilla eventos-unicos list`), not a public answer. */
  async execute(): Promise<SingleEventView[]> {
    return withParticipants(this.deps, await this.deps.events.list());
  }

  /** GET /api/eventos-unicos: the events of today and later, by start day then start time. */
  async upcoming(): Promise<DatedList<SingleEventView[]>> {
    const { today, changesAt } = this.day();
    return { answer: await withParticipants(this.deps, await this.deps.events.from(today)), changesAt };
  }

  /** GET /api/eventos-unicos?vigentes=1: the same, and how many events already ran. */
  async current(): Promise<DatedList<{ data: SingleEventView[]; anteriores: number }>> {
    const { today, changesAt } = this.day();
    const [events, anteriores] = await Promise.all([this.deps.events.from(today), this.deps.events.countBefore(today)]);
    return { answer: { data: await withParticipants(this.deps, events), anteriores }, changesAt };
  }

  /**
   * GET /api/eventos-unicos?anteriores=1: at most `limite` events of days before today (1 to
   * PAST_EVENTS_PAGE.maxSize, refused beyond), the latest first, from `desde`, the `siguiente` of the
   * page before. One more than asked is read, to know whether a next page follows.
   */
  async past(query: { [K in keyof PastEventsQueryInput]?: unknown }): Promise<DatedList<{ data: SingleEventView[]; siguiente: string | null }>> {
    const { limite, desde } = parseOrThrow(pastEventsQuerySchema, query);
    const after = desde === undefined ? undefined : readPlace(desde);
    const { today, changesAt } = this.day();
    const found = await this.deps.events.pastPage(today, { after, limit: limite + 1 });
    const page = found.slice(0, limite);
    const last = page[page.length - 1];
    const siguiente = found.length > limite && last ? placeAfter({ fechaInicio: last.fechaInicio, horaInicio: last.horaInicio ?? '', id: last.id }) : null;
    return { answer: { data: await withParticipants(this.deps, page), siguiente }, changesAt };
  }

  /** Today in Mexico City as events keep their day (midnight UTC of it), and the instant tomorrow begins there. */
  private day(): { today: string; changesAt: Date } {
    const day = mexicoCityDay(this.deps.clock.now());
    return { today: `${day}T00:00:00.000Z`, changesAt: mexicoCityInstant(nextDay(day)) };
  }
}

/** The `siguiente` of a page of past events that ends at this one: opaque to the client. */
function placeAfter(place: PastEventPlace): string {
  return Buffer.from(JSON.stringify([place.fechaInicio, place.horaInicio, place.id])).toString('base64url');
}

/** The place a `desde` names; a text no page gave is refused in Spanish. */
function readPlace(desde: string): PastEventPlace {
  const lost = () => new ValidationError(PAST_EVENTS_MSG.lost, { desde: PAST_EVENTS_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(desde) ? JSON.parse(Buffer.from(desde, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw lost();
  const [fechaInicio, horaInicio, id] = parsed as unknown[];
  if (typeof fechaInicio !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(fechaInicio) || Number.isNaN(Date.parse(fechaInicio))) throw lost();
  if (typeof horaInicio !== 'string' || !/^(\d{1,2}:\d{2})?$/.test(horaInicio)) throw lost();
  if (typeof id !== 'string' || id.length === 0 || id.length > 36) throw lost();
  return { fechaInicio, horaInicio, id };
}
