/**
 * The waiting list of a full championship (issue #30, docs/adr/0028). A driver waits in `orden`; an
 * entry with `ofertaVenceEn` is a place offered to him, reserved (counted as taken) until then.
 */
export interface WaitlistEntry {
  id: string;
  campeonatoId: string;
  userId: string;
  orden: number;
  createdAt: string;
  ofertaCreadaEn: string | null;
  ofertaVenceEn: string | null;
}

/**
 * What became of an offered place once it left the queue: its deadline passed and the
 * pass moved it on ('vencida'), the driver left the list with it open or an admin ended it
 * ('rechazada'), or he took it ('aceptada'). The latest per driver and championship.
 */
export interface OfferOutcome {
  campeonatoId: string;
  userId: string;
  resultado: 'vencida' | 'rechazada' | 'aceptada';
  ofertaVenceEn: string;
  decididaEn: string;
}

/** An offer still open at `now`: the place is the driver's to take. */
export function offerIsLive(entry: Pick<WaitlistEntry, 'ofertaVenceEn'>, now: Date): boolean {
  return entry.ofertaVenceEn !== null && new Date(entry.ofertaVenceEn).getTime() > now.getTime();
}

/** An offer whose deadline passed unanswered: it goes to the next in the queue. */
export function offerHasLapsed(entry: Pick<WaitlistEntry, 'ofertaVenceEn'>, now: Date): boolean {
  return entry.ofertaVenceEn !== null && !offerIsLive(entry, now);
}

/** What holds the places of a championship at one instant. */
export interface PlaceCount {
  enrolled: number;
  /** Drivers holding a place without being enrolled: a running card checkout or a live offer (one place each). */
  claimedBy: ReadonlySet<string>;
  queue: readonly WaitlistEntry[];
}

/**
 * Places taken as `userId` sees them. A driver who already holds a place (his own checkout or offer)
 * competes with nobody; anyone else also finds the places that freed behind those waiting, which
 * belong to the queue until they are offered.
 */
export function placesTakenFor(count: PlaceCount, userId: string | null, now: Date): number {
  const others = new Set(count.claimedBy);
  const holdsOwn = userId !== null && others.delete(userId);
  if (holdsOwn) return count.enrolled + others.size;
  const waiting = count.queue.filter((e) => e.userId !== userId && !offerIsLive(e, now) && !others.has(e.userId)).length;
  return count.enrolled + others.size + waiting;
}

/**
 * The places free as `userId` sees them (null: a visitor, or anyone who holds none): the capacity less
 * the enrolments, the places held (a running checkout, an OXXO or SPEI voucher) and open offers, and
 * for whoever holds none the places that freed behind the drivers waiting. None at all while
 * enrolment is closed. Every count of free places (the list, the card, the page, the API, the
 * capacity check) is this one.
 */
export function freePlaces(count: PlaceCount, capacity: number, userId: string | null, now: Date, open = true): number {
  if (!open) return 0;
  return Math.max(0, capacity - placesTakenFor(count, userId, now));
}

/** The next instant time alone changes the count: the first open offer to end (held places end by the payments' own deadline). */
export function nextOfferEnd(queue: readonly WaitlistEntry[], now: Date): string | null {
  const ends = queue.filter((e) => offerIsLive(e, now)).map((e) => e.ofertaVenceEn as string);
  return ends.length ? ends.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null;
}

/** Places no one holds: what the queue may be offered. */
export function placesToOffer(count: PlaceCount, capacity: number): number {
  return Math.max(0, capacity - count.enrolled - count.claimedBy.size);
}

/** The position (1-based) of a driver in the queue, or null. */
export function positionOf(queue: readonly WaitlistEntry[], userId: string): number | null {
  const index = queue.findIndex((e) => e.userId === userId);
  return index < 0 ? null : index + 1;
}
