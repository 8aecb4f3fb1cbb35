/**
 * Stewarding: incident reports, the stewards' decisions and penalties, and the public decision log.
 * The only file other modules, the HTTP assembly and the CLI import.
 */
export type { CompetitionDirectory, CompetitionChampionship, CompetitionRace } from './application/ports/competition-directory.port.js';
export type { DriverAccounts, DriverAccount, DriverCards, DriverCard } from './application/ports/driver-directory.port.js';
/** What a standings module reads: a championship's penalties in the order the stewards recorded them. */
export type { PenaltyLedger, LedgerPenalty } from './application/penalty-ledger.js';
/** `STEWARDING.DecisionDigest`: decisions taken since an instant, for notifications. */
export type { DecidedPenalty, DecidedReport, DecisionDigest } from './application/decision-digest.js';
/** `STEWARDING.Suspensions`: who is suspended from which race, for standings, reminders and the entry view (docs/adr/0029). */
export type { RaceSuspension, SuspensionQuery } from './application/suspension-query.js';
export { describePenalty } from './application/report-rules.js';
export { stewardingRoutes } from './adapters/http/stewarding.routes.js';
export { stewardingModule } from './stewarding.container.js';
/** Stewarding's public tokens; its repository stays private (stewarding.private-tokens.ts). */
export { STEWARDING } from './stewarding.tokens.js';
