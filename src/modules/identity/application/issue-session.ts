import type { User } from '../domain/user.entity.js';
import type { Clock } from '../../../platform/clock.js';
import type { Session } from './log-in.use-case.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { SessionConfirmationStore } from './ports/session-confirmations.port.js';
import { recordConfirmation } from './reconfirmation.use-case.js';
import type { TokenIssuer } from './ports/token-issuer.port.js';
import { toUserView } from './user-view.js';

/**
 * The one way a sign-in ends (password, passkey, second step, Google): the session token of docs/adr/0003
 * and the account's view. Called only once every factor the account needs has been checked, so the new
 * session starts confirmed: sensitive actions need no other confirmation for ten minutes (docs/adr/0046).
 */
export async function issueSession(
  deps: { tokens: TokenIssuer; enrolments: EnrolmentDirectory; confirmations: SessionConfirmationStore; clock: Clock },
  user: User,
): Promise<Session> {
  const token = deps.tokens.issue({ sub: user.id, rol: user.rol, tv: user.tokenVersion });
  await recordConfirmation(deps, token, user.id);
  return { token, user: toUserView(user, await deps.enrolments.championshipIdsOf(user.id)) };
}
