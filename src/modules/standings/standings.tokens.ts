import type { ServiceIdentifier } from 'inversify';
import type { GetStandings } from './application/get-standings.use-case.js';
import type { ChampionshipDirectory } from './application/ports/championship-directory.port.js';
import type { ClosedSeasons } from './application/ports/closed-seasons.port.js';
import type { ChampionshipCalendar, EntryRosters, IracingAccounts, Penalties, ScoredSessions, SuspendedDrivers } from './application/ports/standings-sources.port.js';
import type { GetRoundOutline, RoundOutlines } from './application/round-outline.js';
import type { GetScoringConfig, SetScoringConfig } from './application/scoring-config.use-cases.js';
import type { ScoreChampionship } from './application/standings-answer.js';

const token = <T>(name: string) => Symbol.for(`standings.${name}`) as ServiceIdentifier<T>;

/**
 * Standings' public face: scoring a championship from results and penalties already read, the scoring
 * configuration's use cases, and the ports only the composition root (src/container.ts) fills. Its
 * repository is in standings.private-tokens.ts.
 */
export const STANDINGS = {
  /** Port filled by the composition root: which championships exist (championships' CompetitionLookup). */
  Championships: token<ChampionshipDirectory>('Championships'),
  /** Port filled by the composition root: a championship's races in calendar order (championships' ListRaces). */
  Calendar: token<ChampionshipCalendar>('Calendar'),
  /** Port filled by the composition root: the races' scored sessions (RESULTS.ScoredSessionResults). */
  Sessions: token<ScoredSessions>('Sessions'),
  /** Port filled by the composition root: the stewards' penalties (STEWARDING.PenaltyLedger). */
  Penalties: token<Penalties>('Penalties'),
  /** Port filled by the composition root: who is suspended from which race (STEWARDING.Suspensions). */
  Suspensions: token<SuspendedDrivers>('Suspensions'),
  /** Port filled by the composition root: entered teams and car numbers (CHAMPIONSHIPS.EntryRosters). */
  EntryRosters: token<EntryRosters>('EntryRosters'),
  /** Port filled by the composition root: accounts by iRacing id (IDENTITY.IracingAccounts). */
  Accounts: token<IracingAccounts>('Accounts'),
  /** Port filled by the composition root: closed seasons' final tables and the rulebook's refusal (SEASONS.ClosedChampionships). */
  ClosedSeasons: token<ClosedSeasons>('ClosedSeasons'),
  GetStandings: token<GetStandings>('GetStandings'),
  ScoreChampionship: token<ScoreChampionship>('ScoreChampionship'),
  GetScoringConfig: token<GetScoringConfig>('GetScoringConfig'),
  SetScoringConfig: token<SetScoringConfig>('SetScoringConfig'),
  /** Offered: the scored sessions and events of a round, for the stewards' penalties. */
  RoundOutlines: token<RoundOutlines>('RoundOutlines'),
  GetRoundOutline: token<GetRoundOutline>('GetRoundOutline'),
};
