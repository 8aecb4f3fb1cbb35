/**
 * A full free event's waiting list (issue #30, docs/adr/0028): the rules of the championships' one,
 * without payments. An entry with `ofertaVenceEn` in the future is a place reserved for that driver.
 */
export interface EventWaitlistEntry {
  id: string;
  eventId: string;
  userId: string;
  orden: number;
  createdAt: string;
  ofertaCreadaEn: string | null;
  ofertaVenceEn: string | null;
}

/** Hours an offered place waits for its driver (never past the event's start). */
export const EVENT_OFFER_HOURS = 48;

export function offerIsLive(entry: Pick<EventWaitlistEntry, 'ofertaVenceEn'>, now: Date): boolean {
  return entry.ofertaVenceEn !== null && new Date(entry.ofertaVenceEn).getTime() > now.getTime();
}

export function offerHasLapsed(entry: Pick<EventWaitlistEntry, 'ofertaVenceEn'>, now: Date): boolean {
  return entry.ofertaVenceEn !== null && !offerIsLive(entry, now);
}

/**
 * Places taken as `userId` sees them: sign-ups, other drivers' live offers and, for a driver without
 * an offer of his own, the drivers still waiting (a freed place is the queue's until offered).
 */
export function eventPlacesTakenFor(participants: number, queue: readonly EventWaitlistEntry[], userId: string, now: Date): number {
  const others = queue.filter((e) => e.userId !== userId);
  const offered = others.filter((e) => offerIsLive(e, now)).length;
  if (queue.some((e) => e.userId === userId && offerIsLive(e, now))) return participants + offered;
  return participants + others.length;
}

/** Places nobody holds, for the queue. */
export function eventPlacesToOffer(capacity: number | null, participants: number, queue: readonly EventWaitlistEntry[], now: Date): number {
  if (capacity === null) return queue.filter((e) => !offerIsLive(e, now)).length;
  return Math.max(0, capacity - participants - queue.filter((e) => offerIsLive(e, now)).length);
}
