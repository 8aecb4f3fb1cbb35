import { SEASON_SESSION_STATES, type SeasonSessionCounts, type SeasonSessionState } from '../../../contracts/iracing.contract.js';
import type { SessionMatch } from '../domain/season-matching.js';

/** What is known here of a season's session besides what iRacing says of it. */
export interface SessionFacts {
  imported: boolean;
  /** Why its last import failed, or null. */
  failure: string | null;
  /** A sync holds its lease (importing it, or dead until the lease ends). */
  held: boolean;
}

/**
 * The one rule for what became of a session, for the admin's list and a sync's report alike: imported
 * wins; a session without results waits for them; one with results is held by a sync, failed for its
 * own reason, near no race, or else waits for the next pass to import it.
 */
export function sessionState(match: SessionMatch, facts: SessionFacts): SeasonSessionState {
  if (facts.imported) return 'importada';
  if (!match.session.hasResults) return 'esperando';
  if (facts.held) return 'en-curso';
  if (facts.failure !== null) return 'fallida';
  if (!match.carreraId || !match.sesion) return 'sin-carrera';
  return 'por-importar';
}

export function countSessionStates(states: Iterable<SeasonSessionState>): SeasonSessionCounts {
  const counts = Object.fromEntries(SEASON_SESSION_STATES.map((s) => [s, 0])) as SeasonSessionCounts;
  for (const state of states) counts[state] += 1;
  return counts;
}
