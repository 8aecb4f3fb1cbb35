/**
 * Championships: championships, their races and enrolment. The only file other modules, the HTTP
 * assembly and the CLI import.
 */
export type { ChampionshipView, RaceView } from './application/views.js';
export type { MomentsItem } from './application/list-moments.use-case.js';
export type { Enrol, EnrolOutcome, EnrolRequest, PlaceCheck } from './application/enrol.js';
export type { Unenrol } from './application/unenrol.js';
export type { Enrolment } from './application/ports/enrolment.repository.port.js';
/** Port the composition root fills (a payments module's answer) so championships with payments are not deleted. */
export type { PaymentRecords } from './application/ports/payment-records.port.js';
/** The "no payments" answer the composition root gives CHAMPIONSHIPS.PaymentRecords while there is no payments module. */
export { noPaymentRecords } from './application/ports/payment-records.port.js';
export type { SeasonRules } from './application/ports/season-rules.port.js';
export type { AccountDirectory, Account } from './application/ports/account-directory.port.js';
export type { RaceLookup } from './application/race-lookup.js';
export type { IracingSeasons, SeasonChampionship } from './application/iracing-seasons.js';
export type { RaceSchedule, ScheduledRace } from './application/race-schedule.js';
/** `CHAMPIONSHIPS.Digest`: championships and races by ids or by time, for payments and notifications. */
export type { ChampionshipDigest, ChampionshipSummary, CreatedChampionship, OpenRace, RaceLabel } from './application/championship-digest.js';
export type { CompetitionLookup, ChampionshipFacts, RaceFacts } from './application/competition-lookup.js';
export { centsToPesos, raceStartInstant, nextRace, hasStarted, isEnrolmentOpen } from './domain/championship.entity.js';
/** Entry lists and withdrawal (ADR 0016): the ports the root fills and what driver pages read. */
export type { EntrantDirectory, Entrant } from './application/ports/entrant-directory.port.js';
export type { PaidEnrolments } from './application/ports/paid-enrolments.port.js';
export type { DriverChampionships, EnteredChampionship } from './application/driver-championships.js';
export { enteredPlaceAfter, readEnteredPlace } from './application/driver-championships.js';
export { championshipsRoutes } from './adapters/http/championships.routes.js';
/** The admin's entry list as CSV, for `GET …/inscritos/admin.csv` and `parrilla entries list --csv` alike. */
export { entriesCsv } from './application/entries-csv.js';
export { racesRoutes } from './adapters/http/races.routes.js';
export { championshipsModule } from './championships.container.js';
/** Championships' public tokens; its repositories stay private (championships.private-tokens.ts). */
export { CHAMPIONSHIPS } from './championships.tokens.js';
/** `CHAMPIONSHIPS.EntryCarryOver`'s shape: copies a championship's teams and reserved car numbers into another (the next season). */
export type { EntryCarryOverPort } from './championships.tokens.js';
/** `CHAMPIONSHIPS.RacedDrivers`, the port the root fills from results. */
export type { RacedDrivers } from './application/ports/sign-out.repository.port.js';
/** Licence and iRating gates (docs/adr/0037): the port the root fills, a driver's figure, and the rules payments' checkout asks. */
export type { DriverRatings } from './application/ports/driver-ratings.port.js';
export { noDriverRatings } from './application/ports/driver-ratings.port.js';
export type { DriverRating, GateCategory, LicenceClass } from './domain/entry-gate.js';
export { licenceOfLevel } from './domain/entry-gate.js';
export type { EntryRules } from './application/entry-gates.js';
