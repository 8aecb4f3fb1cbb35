/**
 * Seasons (issue 32, docs/adr/0033): series and their yearly editions, closed seasons and the hall of
 * champions. The only file other modules, the HTTP assembly and the CLI import.
 */
export type { ChampionshipCatalog } from './application/ports/championship-catalog.port.js';
export { type EntryCarryOver, type ChampionshipCopier, type RulebookCopier, type EditionDrivers } from './application/ports/next-edition.port.js';
export type { ClosedChampionships } from './application/closed-championships.js';
export { championsRoutes, seasonsRoutes, seriesRoutes } from './adapters/http/seasons.routes.js';
export { seasonsModule } from './seasons.container.js';
/** Seasons' public tokens; its repositories stay private (seasons.private-tokens.ts). */
export { SEASONS } from './seasons.tokens.js';
