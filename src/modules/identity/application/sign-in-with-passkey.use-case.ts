import { passkeySignInRequestSchema, type PasskeySignInRequest } from '../../../contracts/account-security.contract.js';
import type { WebAuthnOptionsAnswer } from '../../../contracts/account-security.views.js';
import type { Clock } from '../../../platform/clock.js';
import { UnauthenticatedError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { issueSession, type IssueSessionDeps, type SignInClient } from './issue-session.js';
import type { AuthSession as Session } from '../../../contracts/identity.views.js';
import { challengeExpired, WEBAUTHN_CHALLENGE_TTL_MS } from './passkeys.use-case.js';
import type { ChallengeStore, PasskeyRepository, WebAuthnCeremonies } from './ports/passkeys.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/** One answer for every passkey that does not sign in: unknown, another account's, not verified. */
export const passkeyRefused = () => new UnauthenticatedError('No se pudo iniciar sesión con esa llave de acceso.', 'PASSKEY_INVALID');

/** The options of a sign-in with a passkey: no account named (discoverable credentials, the browser's autofill). */
export class StartPasskeySignIn {
  constructor(private readonly deps: { challenges: ChallengeStore; webauthn: WebAuthnCeremonies; clock: Clock; newId: IdGenerator }) {}

  async execute(): Promise<WebAuthnOptionsAnswer> {
    const { options, challenge } = await this.deps.webauthn.authenticationOptions();
    const now = this.deps.clock.now();
    const id = this.deps.newId();
    await this.deps.challenges.put({ id, purpose: 'llave-entrada', userId: null, challenge, expiresAt: now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS, createdAt: now.toISOString() }, now.getTime());
    return { desafio: id, opciones: options as Record<string, unknown> };
  }
}

/**
 * Signs in with a passkey, without a password: the challenge is taken once, the credential found by its
 * id, its user handle must be its own account's, and the library checks signature, user verification
 * and counter. A passkey that verifies its user is two factors in one (something held, something known or
 * one's body), so no second step follows. The session is the one a password sign-in issues.
 */
export class FinishPasskeySignIn {
  constructor(
    private readonly deps: IssueSessionDeps & {
      users: UserRepository;
      passkeys: PasskeyRepository;
      challenges: ChallengeStore;
      webauthn: WebAuthnCeremonies;
    },
  ) {}

  async execute(raw: PasskeySignInRequest, client: SignInClient | string): Promise<Session> {
    const input = parseOrThrow(passkeySignInRequestSchema, raw);
    const now = this.deps.clock.now();
    const open = await this.deps.challenges.take(input.desafio, 'llave-entrada', now.getTime());
    if (!open?.challenge) throw challengeExpired();
    const named = this.deps.webauthn.credentialOf(input.respuesta);
    if (!named) throw passkeyRefused();
    const passkey = await this.deps.passkeys.findByCredentialId(named.credentialId);
    if (!passkey || (named.userHandle !== null && named.userHandle !== passkey.userId)) throw passkeyRefused();
    const verified = await this.deps.webauthn.verifyAuthentication(input.respuesta, open.challenge, passkey);
    if (!verified) throw passkeyRefused();
    const user = await this.deps.users.findById(passkey.userId);
    if (!user || user.deletedAt) throw passkeyRefused();
    await this.deps.passkeys.markUsed(passkey.id, verified.newCounter, now.toISOString());
    return issueSession(this.deps, user, client, 'llave de acceso');
  }
}
