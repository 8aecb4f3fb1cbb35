import { EVENTS_PAGE_MSG } from '../../../contracts/results.contract.js';
import { ValidationError } from '../../../platform/errors.js';
import type { EventPlace } from './ports/result-event.repository.port.js';

/** The `siguiente` of a page of events that ends at this place (its start, then its subsession): opaque to the client. */
export function eventPlaceText(place: EventPlace): string {
  return Buffer.from(JSON.stringify([place.startTime, place.subsessionId])).toString('base64url');
}

/** The place a `desde` names (the events list's, a driver's results'); a text no page gave is refused in Spanish. */
export function readEventPlace(desde: string): EventPlace {
  const lost = () => new ValidationError(EVENTS_PAGE_MSG.lost, { desde: EVENTS_PAGE_MSG.lost });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(desde) ? JSON.parse(Buffer.from(desde, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw lost();
  const [startTime, subsessionId] = parsed as unknown[];
  if (typeof startTime !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(startTime) || Number.isNaN(Date.parse(startTime))) throw lost();
  if (typeof subsessionId !== 'number' || !Number.isSafeInteger(subsessionId) || subsessionId < 1) throw lost();
  return { startTime, subsessionId };
}
