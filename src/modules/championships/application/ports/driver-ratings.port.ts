import type { DriverRating } from '../../domain/entry-gate.js';

/**
 * Port filled by the composition root (docs/adr/0037): drivers' licence and iRating per category,
 * read from iRacing itself where the connection is configured and from the latest imported results
 * that carry them, the freshest winning. Ids nothing is known of are left out.
 */
export interface DriverRatings {
  ratingsOf(iracingIds: readonly number[]): Promise<Map<number, DriverRating[]>>;
}

/** The answer while nothing can tell a driver's figures: every gated entry is refused as unknown. */
export const noDriverRatings: DriverRatings = { ratingsOf: async () => new Map() };
