import type { User } from '../domain/user.entity.js';
import type { Session } from './log-in.use-case.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { TokenIssuer } from './ports/token-issuer.port.js';
import { toUserView } from './user-view.js';

/**
 * The one way a sign-in ends (password, passkey, second step, Google): the session token of docs/adr/0003
 * and the account's view. Called only once every factor the account needs has been checked.
 */
export async function issueSession(deps: { tokens: TokenIssuer; enrolments: EnrolmentDirectory }, user: User): Promise<Session> {
  const token = deps.tokens.issue({ sub: user.id, rol: user.rol, tv: user.tokenVersion });
  return { token, user: toUserView(user, await deps.enrolments.championshipIdsOf(user.id)) };
}
