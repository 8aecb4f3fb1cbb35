/**
 * Results: the iRacing export import (web and CLI), the analyses of DOMAIN-RULES §5, the publication
 * rule and the home page podium. The only file other modules, the HTTP assembly and the CLI import.
 */
export { eventsRoutes, podiumRoutes } from './adapters/http/events.routes.js';
export { resultsModule } from './results.container.js';
/** Results' public tokens; its repository stays private (results.private-tokens.ts). */
export { RESULTS } from './results.tokens.js';
export type { RaceDirectory } from './application/ports/race-directory.port.js';
export type { ImportOutcome } from './application/import-event-file.use-case.js';
export type { EventSummary } from './domain/analyses.js';
/** The stored shape of an event, for ports other modules may offer later (championship standings). */
export type { EventResult, ResultEntry, ResultEvent } from './domain/event-result.js';
/** `RESULTS.ScoredSessionResults`: a championship's scored sessions with their rows, for standings. */
export type {
  ScoredEntry,
  ScoredPhase,
  ScoredPhaseKind,
  ScoredSessionResult,
  ScoredSessionResults,
  ScoredTeamDriver,
} from './application/scored-session-results.js';
/** `RESULTS.DriverResultHistory`: one iRacing customer's finishes, for driver pages. */
export type { DriverRaceResult, DriverResultHistory } from './application/driver-result-history.js';
/** `RESULTS.BestLapsFollower`: told of each event's drivers' best laps per car, for track records. */
export type { BestLapsFollower } from './application/ports/best-laps-follower.port.js';
export type { DriverEventBestLap } from './application/driver-best-laps.js';
/** `RESULTS.PublishedResults`: events whose results became public, for notifications. */
export type { PublishedEvent, PublishedResults } from './application/published-results.js';
export type { RaceFinish } from './domain/race-finishes.js';
/** `RESULTS.ImportedSubsessions`: which iRacing subsessions are imported, for the season sync. */
export type { ImportedSubsessions } from './application/imported-subsessions.js';
/** `RESULTS.SessionLaps`: drivers' laps around an incident, for the stewards. */
export type { SessionLap, SessionLaps, SessionLapTimes } from './application/session-laps.js';
export type { ImportEventFile } from './application/import-event-file.use-case.js';
export type { StoreLapChart } from './application/store-lap-chart.use-case.js';
/** `RESULTS.DriverLicences`: drivers' latest licence and iRating per category from imported results (docs/adr/0037). */
export type { DriverLicences, ImportedLicence, LicenceCategory } from './application/driver-licences.js';
