import type { DriverPublicNames } from './application/ports/driver-public-names.port.js';
import type { ServiceIdentifier } from 'inversify';
import type { AnalyzeEvent } from './application/analyze-event.use-case.js';
import type { DriverLicences } from './application/driver-licences.js';
import type { BestLapsFollower } from './application/ports/best-laps-follower.port.js';
import type { DeleteEvent } from './application/delete-event.use-case.js';
import type { ExportEvent } from './application/export-event.use-case.js';
import type { GetEvent } from './application/get-event.use-case.js';
import type { GetLapChart } from './application/get-lap-chart.use-case.js';
import type { GetPodium } from './application/get-podium.use-case.js';
import type { ImportedSubsessions } from './application/imported-subsessions.js';
import type { StoreLapChart } from './application/store-lap-chart.use-case.js';
import type { NextPublication } from './application/next-publication.use-case.js';
import type { ImportEventFile } from './application/import-event-file.use-case.js';
import type { ListEvents } from './application/list-events.use-case.js';
import type { PublishedResults } from './application/published-results.js';
import type { ClosedSeasons } from './application/ports/closed-seasons.port.js';
import type { RaceDirectory } from './application/ports/race-directory.port.js';
import type { DriverResultHistory } from './application/driver-result-history.js';
import type { ScoredSessionResults } from './application/scored-session-results.js';
import type { SessionLapTimes } from './application/session-laps.js';

const token = <T>(name: string) => Symbol.for(`results.${name}`) as ServiceIdentifier<T>;

/**
 * Results' public face: its use cases and the port it needs filled, which only the composition root
 * (src/container.ts) binds. Its repository is in results.private-tokens.ts.
 */
export const RESULTS = {
  /** Port filled by the composition root: the championship races an event may link to. */
  Races: token<RaceDirectory>('Races'),
  /** Port filled by the composition root: the public names of the site's drivers by iRacing id (identity). */
  PublicNames: token<DriverPublicNames>('PublicNames'),
  /** Port filled by the composition root: refuses changing the results of a closed season (SEASONS.ClosedChampionships). */
  ClosedSeasons: token<ClosedSeasons>('ClosedSeasons'),
  /** Port filled by the composition root: told of each event's drivers' best laps as it is stored or deleted (TRACK_RECORDS.KeepImportedLaps). */
  BestLapsFollower: token<BestLapsFollower>('BestLapsFollower'),
  ImportEventFile: token<ImportEventFile>('ImportEventFile'),
  ListEvents: token<ListEvents>('ListEvents'),
  GetEvent: token<GetEvent>('GetEvent'),
  AnalyzeEvent: token<AnalyzeEvent>('AnalyzeEvent'),
  GetPodium: token<GetPodium>('GetPodium'),
  /** The next instant an event becomes public (results' public answers are kept until then). */
  NextPublication: token<NextPublication>('NextPublication'),
  DeleteEvent: token<DeleteEvent>('DeleteEvent'),
  ExportEvent: token<ExportEvent>('ExportEvent'),
  /**
   * Offered: every imported event linked to given championship races (each a scored session 1..3),
   * with its publication state and rows, for standings.
   */
  ScoredSessionResults: token<ScoredSessionResults>('ScoredSessionResults'),
  /** Offered: one iRacing customer's finishes in every imported event's main race, for driver pages. */
  DriverResultHistory: token<DriverResultHistory>('DriverResultHistory'),
  /** Offered: drivers' latest licence and iRating per category from imported results (entry gates, docs/adr/0037). */
  DriverLicences: token<DriverLicences>('DriverLicences'),
  /** Offered: events imported since an instant whose results are public, for notifications' announcements. */
  PublishedResults: token<PublishedResults>('PublishedResults'),
  /** The positions by lap of an event's main race (`GET /api/events/{id}/vueltas`). */
  GetLapChart: token<GetLapChart>('GetLapChart'),
  /** Stores positions by lap fetched later for an imported event. */
  StoreLapChart: token<StoreLapChart>('StoreLapChart'),
  /** Offered: which iRacing subsessions are imported, and into which race and session, for the season sync. */
  ImportedSubsessions: token<ImportedSubsessions>('ImportedSubsessions'),
  /** Offered: given drivers' laps (time, position, end) in a championship race's scored session, for the stewards. */
  SessionLaps: token<SessionLapTimes>('SessionLaps'),
};
