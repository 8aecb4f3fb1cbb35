/**
 * Championships: championships, their races and enrolment. The only file other modules, the HTTP
 * assembly and the CLI import.
 */
export type { ChampionshipView, RaceView } from './application/views.js';
export type { MomentsItem } from './application/list-moments.use-case.js';
export type { Enrol, EnrolRequest, PlaceCheck } from './application/enrol.js';
export type { Unenrol } from './application/unenrol.js';
export type { Enrolment } from './application/ports/enrolment.repository.port.js';
/** Port the payments module binds (before this module loads): championships with payments are not deleted, and running checkouts hold places. */
export type { PaymentRecords } from './application/ports/payment-records.port.js';
export { centsToPesos, LEAGUE_TIME_ZONE, raceStartInstant, nextRace, hasStarted, isEnrolmentOpen } from './domain/championship.entity.js';
export { championshipsRoutes } from './adapters/http/championships.routes.js';
export { racesRoutes } from './adapters/http/races.routes.js';
export { championshipsModule } from './championships.container.js';
export { CHAMPIONSHIPS } from './championships.tokens.js';
