/**
 * The iRacing connection (docs/adr/0027): the league's OAuth client and credentials, iRacing's data
 * API, importing a subsession, championships kept in sync with their league seasons, and positions by
 * lap fetched for results. The only file other modules, the HTTP assembly and the CLI import.
 */
export { iracingRoutes } from './adapters/http/iracing.routes.js';
export { iracingModule } from './iracing.container.js';
export { IRACING } from './iracing.tokens.js';
export type { AdminDirectory, ResultsStore, SeasonChampionships } from './application/ports/other-modules.port.js';
/** `IRACING.MemberLicences`: drivers' licences as iRacing says them, where connected (docs/adr/0037). */
export type { MemberLicences } from './application/member-licences.js';
export type { MemberLicence } from './application/ports/iracing-api.port.js';
