import type { RaceFinish } from '../domain/race-finishes.js';

/** An imported event whose results are public, as an announcement tells it. */
export interface PublishedEvent {
  id: string;
  subsessionId: string;
  sessionName: string;
  trackName: string;
  trackConfig: string | null;
  startTime: string;
  publishedAt: string;
  /** The championship race it is linked to, if any. */
  carreraId: string | null;
}

/** Offered to other modules (RESULTS.PublishedResults): one query over this module's result_events. */
export interface PublishedResults {
  /**
   * Events imported at or after `since` whose publication instant is at or before `now`, in publication
   * order; with `changedSince`, only those imported or published at or after it (what became public
   * since then, whether imported late or published late).
   */
  publishedSince(since: string, now: string, changedSince?: string): Promise<PublishedEvent[]>;
  /** Every driver's finish in the main race of these events (raceFinishes), three statements per 500 events. */
  finishes(eventIds: readonly string[]): Promise<RaceFinish[]>;
}
