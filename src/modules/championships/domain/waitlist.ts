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

/** Places no one holds: what the queue may be offered. */
export function placesToOffer(count: PlaceCount, capacity: number): number {
  return Math.max(0, capacity - count.enrolled - count.claimedBy.size);
}

/** The position (1-based) of a driver in the queue, or null. */
export function positionOf(queue: readonly WaitlistEntry[], userId: string): number | null {
  const index = queue.findIndex((e) => e.userId === userId);
  return index < 0 ? null : index + 1;
}
