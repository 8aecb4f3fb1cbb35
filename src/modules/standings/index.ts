/**
 * Standings: a championship's tables per group and per team, scored as the league's rulebook says
 * (docs/adr/0014). The only file other modules, the HTTP assembly and the CLI import.
 */
/** The pure calculation and what it reads and answers. */
export { computeStandings, ROSTERS_TABLE, type Standings, type StandingsTable, type StandingsRow, type RoundPoints, type EventPoints, type CompetitorKind } from './domain/standings.js';
export type { StandingsInput, ScoringRules, ScoredEventRules, RoundResults, SessionResults, ResultRow, StandingsPenalty, PenaltyKind } from './domain/standings-input.js';
/** From computed standings to the API's answer (drivers matched to site users, groups filtered). */
export { toStandingsAnswer, ScoreChampionship, type StandingsAnswerOptions, type ScoreChampionshipInput } from './application/standings-answer.js';
/** A stored results event's qualifying or race rows, as the scoring reads them. */
export { resultRowsOf } from './application/result-rows.js';
export { standingsModule } from './standings.container.js';
/** Standings' public tokens. */
export { STANDINGS } from './standings.tokens.js';
