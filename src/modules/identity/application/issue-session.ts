import { createHash, randomBytes } from 'node:crypto';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { browserName } from '../domain/browser-name.js';
import type { User } from '../domain/user.entity.js';
import { newBrowserMail } from './identity.mails.js';
import type { AuthSession as Session } from '../../../contracts/identity.views.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { SessionConfirmationStore } from './ports/session-confirmations.port.js';
import type { SessionRepository } from './ports/sessions.port.js';
import { recordConfirmation } from './reconfirmation.use-case.js';
import type { TokenIssuer } from './ports/token-issuer.port.js';
import { toUserView } from './user-view.js';

/** How long a session lasts (its token's lifetime too). */
export const SESSION_TTL_MS = 7 * 24 * 3600_000;
/** How long an ended session is kept, so its browser is still known when it signs in again. */
export const SESSION_HISTORY_MS = 90 * 24 * 3600_000;
/** The page a mailed link opens to end a session; the session and the link's key follow the '#'. */
export const REVOKE_LINK_PATH = '/cerrar-sesion';

/**
 * Who signs in: the client's address, its User-Agent, and the random id the browser keeps in its own
 * cookie (null for a client that keeps none). A bare string is an address alone (a script, the tests).
 */
export interface SignInClient {
  ip: string | null;
  userAgent: string | null;
  browser: string | null;
}

export const signInClient = (client: SignInClient | string): SignInClient =>
  typeof client === 'string' ? { ip: client, userAgent: null, browser: null } : client;

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** How a sign-in was made, as the audit log records it (docs/adr/0051). */
export type SignInMethod = 'contraseña' | 'llave de acceso' | 'segundo paso' | 'google';

export type IssueSessionDeps = {
  tokens: TokenIssuer;
  enrolments: EnrolmentDirectory;
  sessions: SessionRepository;
  confirmations: SessionConfirmationStore;
  outbox: MailOutbox;
  clock: Clock;
  newId: IdGenerator;
  tx: TransactionRunner;
  publicUrl: string;
  audit: AuditTrail;
};

/**
 * The one way a sign-in ends (password, passkey, second step, Google): a session of the account stored
 * on the server (docs/adr/0046), its token (docs/adr/0003, naming the session) and the account's view.
 * Called only once every factor the account needs has been checked, so the new session starts confirmed:
 * sensitive actions need no other confirmation for ten minutes (docs/adr/0046, 'Re-confirmation of
 * sensitive actions'). A sign-in from a browser the account never used (and not its first sign-in ever)
 * mails the owner a link that ends this session. The sign-in is recorded in the audit log with its method,
 * in the session's transaction (docs/adr/0051).
 */
export async function issueSession(deps: IssueSessionDeps, user: User, from: SignInClient | string, metodo: SignInMethod): Promise<Session> {
  const client = signInClient(from);
  const now = deps.clock.now();
  const id = deps.newId();
  const browserHash = client.browser ? sha256(client.browser) : null;
  await deps.tx.run(async (trx) => {
    await deps.sessions.purge(user.id, new Date(now.getTime() - SESSION_HISTORY_MS).toISOString(), trx);
    const seen = await deps.sessions.history(user.id, browserHash, trx);
    const link = seen.any && !seen.browser ? randomBytes(32).toString('base64url') : null;
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
    await deps.sessions.insert(
      {
        id,
        userId: user.id,
        browserHash,
        userAgent: client.userAgent ? client.userAgent.slice(0, 512) : null,
        ip: client.ip ? client.ip.slice(0, 64) : null,
        createdAt: now.toISOString(),
        lastUsedAt: now.toISOString(),
        expiresAt,
        revokedAt: null,
        revokeLinkHash: link ? sha256(link) : null,
        revokeLinkExpiresAt: link ? expiresAt : null,
      },
      trx,
    );
    const origen = { ip: client.ip, navegador: client.userAgent };
    const cambios = [{ campo: 'metodo', antes: null, despues: metodo }];
    await deps.audit.record({ actor: { id: user.id, rol: user.rol, origen }, accion: 'sesion.iniciada', objeto: { tipo: 'usuario', id: user.id, nombre: user.email }, cambios }, trx);
    await recordConfirmation(deps, id, user.id, trx);
    if (link) {
      const url = `${deps.publicUrl}${REVOKE_LINK_PATH}#${id}.${link}`;
      await deps.outbox.enqueue(newBrowserMail(user, { navegador: browserName(client.userAgent), ip: client.ip, at: now, link: url }), trx);
    }
  });
  const token = deps.tokens.issue({ sub: user.id, rol: user.rol, tv: user.tokenVersion, sid: id });
  return { token, user: toUserView(user, await deps.enrolments.championshipIdsOf(user.id)) };
}
