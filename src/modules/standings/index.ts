/**
 * Standings: a championship's tables per group and per team, scored as the league's rulebook says
 * (docs/adr/0014). The only file other modules, the HTTP assembly and the CLI import.
 */
/** The pure calculation and what it reads and answers. */
export { computeStandings, penaltyEventOf, ROSTERS_TABLE, type Standings, type StandingsTable, type StandingsRow, type RoundPoints, type EventPoints, type CompetitorKind } from './domain/standings.js';
export type { StandingsInput, ScoringRules, ScoredEventRules, RoundResults, SessionResults, ResultRow, StandingsPenalty, PenaltyKind } from './domain/standings-input.js';
/** From computed standings to the API's answer (drivers matched to site users, groups filtered). */
export { toStandingsAnswer, ScoreChampionship, type StandingsAnswerOptions, type ScoreChampionshipInput } from './application/standings-answer.js';
/** A stored results event's qualifying or race rows, as the scoring reads them. */
export { resultRowsOf } from './application/result-rows.js';
/** The scoring configuration: the one a championship scores with (stored, else the F1 preset). */
export { GetScoringConfig, SetScoringConfig } from './application/scoring-config.use-cases.js';
/** A round's scored sessions and events, and the event a penalty naming none acts on. */
export { RoundOutlines, GetRoundOutline } from './application/round-outline.js';
export type { ChampionshipDirectory, StandingsChampionship } from './application/ports/championship-directory.port.js';
/** The standings query: GET /api/campeonatos/{id}/clasificacion and parrilla standings show. */
export { GetStandings } from './application/get-standings.use-case.js';
export type { ChampionshipCalendar, ScoredSessions, Penalties, SuspendedDrivers, IracingAccounts, IracingAccountFacts, LedgerEntry } from './application/ports/standings-sources.port.js';
export { standingsRoutes } from './adapters/http/standings.routes.js';
export { standingsModule } from './standings.container.js';
/** Standings' public tokens; its repository stays private (standings.private-tokens.ts). */
export { STANDINGS } from './standings.tokens.js';
/** The standings as CSV: one format for the CLI and the API. */
export { standingsCsv, standingsDriverName, standingsRoundCell, UTF8_BOM } from './application/standings-csv.js';
