import type { ServiceIdentifier } from 'inversify';
import type { SingleEventRepository } from './application/ports/single-event.repository.port.js';
import type { EventWaitlistRepository } from './application/ports/event-waitlist.repository.port.js';
import type { OfferEventPlaces } from './application/offer-event-places.js';

const token = <T>(name: string) => Symbol.for(`single-events.${name}`) as ServiceIdentifier<T>;

/** Single events' insides: bound and read only within this module (never exported from index.ts). */
export const SINGLE_EVENTS_PRIVATE = {
  Events: token<SingleEventRepository>('Events'),
  Waitlist: token<EventWaitlistRepository>('Waitlist'),
  Offers: token<OfferEventPlaces>('Offers'),
};
