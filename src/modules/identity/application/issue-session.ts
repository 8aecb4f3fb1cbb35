import type { AuditOrigin, AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { User } from '../domain/user.entity.js';
import type { Session } from './log-in.use-case.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { TokenIssuer } from './ports/token-issuer.port.js';
import { toUserView } from './user-view.js';

/** How a sign-in was made and from where, as the audit log records it (docs/adr/0051). */
export interface SignInWay {
  metodo: 'contraseña' | 'llave de acceso' | 'segundo paso' | 'google';
  origen?: AuditOrigin;
}

/**
 * The one way a sign-in ends (password, passkey, second step, Google): the session token of docs/adr/0003
 * and the account's view, recorded in the audit log. Called only once every factor the account needs has been checked.
 */
export async function issueSession(
  deps: { tokens: TokenIssuer; enrolments: EnrolmentDirectory; audit: AuditTrail; tx: TransactionRunner },
  user: User,
  way: SignInWay,
): Promise<Session> {
  const token = deps.tokens.issue({ sub: user.id, rol: user.rol, tv: user.tokenVersion });
  await deps.tx.run((trx) =>
    deps.audit.record(
      { actor: { id: user.id, rol: user.rol, origen: way.origen }, accion: 'sesion.iniciada', objeto: { tipo: 'usuario', id: user.id, nombre: user.email }, cambios: [{ campo: 'metodo', antes: null, despues: way.metodo }] },
      trx,
    ),
  );
  return { token, user: toUserView(user, await deps.enrolments.championshipIdsOf(user.id)) };
}
