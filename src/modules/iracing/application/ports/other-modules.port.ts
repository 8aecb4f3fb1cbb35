import type { IracingSeasons } from '../../../championships/index.js';
import type { AccountLookup } from '../../../identity/index.js';
import type { ImportedSubsessions, ImportEventFile, StoreLapChart } from '../../../results/index.js';

/** Ports filled by the composition root with what other modules offer (docs/adr/0023). */

/** Championships naming an iRacing league and season, with their races, or only which of some do (championships' IracingSeasons). */
export type SeasonChampionships = Pick<IracingSeasons, 'linked' | 'linkedRacingSince' | 'linkedAmong' | 'find'>;

/** Results' import (the same rules as a file), what it already holds, and positions by lap for an event. */
export interface ResultsStore {
  /** `check` refuses, before anything is asked of iRacing, what `execute` would refuse of the race and session. */
  importer: Pick<ImportEventFile, 'execute' | 'check'>;
  imported: Pick<ImportedSubsessions, 'find'>;
  lapCharts: Pick<StoreLapChart, 'execute'>;
  /** The iRacing subsession an event is, or null when no such event. */
  subsessionOf(eventId: string): Promise<number | null>;
}

/** The admins to tell when the sync keeps failing (identity's AccountLookup). */
export type AdminDirectory = Pick<AccountLookup, 'admins'>;
