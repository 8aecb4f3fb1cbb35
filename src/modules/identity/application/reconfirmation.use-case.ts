import { reconfirmRequestSchema, type ReconfirmRequest } from '../../../contracts/account-security.contract.js';
import type { ReconfirmationMethod, ReconfirmationStatus, WebAuthnOptionsAnswer } from '../../../contracts/account-security.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ForbiddenError, ValidationError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { userNotFound } from '../domain/identity.errors.js';
import type { Actor, User } from '../domain/user.entity.js';
import { challengeExpired, WEBAUTHN_CHALLENGE_TTL_MS } from './passkeys.use-case.js';
import type { ChallengeStore, PasskeyRepository, WebAuthnCeremonies } from './ports/passkeys.port.js';
import type { SessionConfirmationStore } from './ports/session-confirmations.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SecondFactorCheck } from './second-factor-check.js';

/** How long a confirmation lets a session take sensitive actions (docs/adr/0046). */
export const REAUTH_WINDOW_MS = 10 * 60_000;

export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';
/** What a sensitive action answers to a session that has not confirmed within the window: 403, this code. */
export const reauthRequired = () =>
  new ForbiddenError('Por seguridad, confirma que eres tú antes de continuar: escribe el código de tu aplicación de autenticación, usa tu llave de acceso o, si no tienes segundo factor, tu contraseña.', REAUTH_REQUIRED);

/** A passkey that does not confirm: unknown, another account's, not verified. */
const passkeyRefused = () => new ValidationError('No se pudo confirmar con esa llave de acceso. Vuelve a intentarlo.', { respuesta: 'No se pudo confirmar con esa llave de acceso' });

/** An account with neither a password nor a second factor (signed up with Google): a new sign-in confirms it. */
const signInAgain = () => new ValidationError('Tu cuenta no tiene contraseña ni segundo factor: cierra sesión y vuelve a entrar para confirmar que eres tú.');

interface ReconfirmationDeps {
  users: UserRepository;
  passkeys: PasskeyRepository;
  challenges: ChallengeStore;
  webauthn: WebAuthnCeremonies;
  secondFactor: SecondFactorCheck;
  confirmations: SessionConfirmationStore;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * Records that a session (its row of auth_sessions) confirmed who holds it now; a sign-in that checked
 * every factor counts as one. Within the caller's transaction when given one.
 */
export async function recordConfirmation(deps: Pick<ReconfirmationDeps, 'confirmations' | 'clock'>, sessionId: string, userId: string, trx?: Transaction): Promise<number> {
  const at = deps.clock.now().getTime();
  await deps.confirmations.record(sessionId, userId, at, at - REAUTH_WINDOW_MS, trx);
  return at;
}

/**
 * The fresh confirmation sensitive actions ask (docs/adr/0046): a session confirmed within the last ten
 * minutes, by its sign-in, a code of the authenticator app or a recovery code (SecondFactorCheck, with its
 * lock), a passkey of the account, or, for an account without a second factor, its password. Kept on the
 * server against the session (its row of auth_sessions, named by the token's `sid`), so another session
 * of the same account (another browser, another device) is not confirmed by it.
 */
export class Reconfirmation {
  constructor(private readonly deps: ReconfirmationDeps) {}

  /** Whether this session of this account confirmed within the window. */
  async isFresh(sessionId: string, userId: string): Promise<boolean> {
    const last = await this.deps.confirmations.lastOf(sessionId);
    if (!last || last.userId !== userId) return false;
    const age = this.deps.clock.now().getTime() - last.confirmedAt;
    return age >= 0 && age <= REAUTH_WINDOW_MS;
  }

  /** The ways this account confirms, and until when the session is confirmed (null when it is not). */
  async status(actor: Actor, sessionId: string): Promise<ReconfirmationStatus> {
    const user = await this.userOf(actor);
    const last = await this.deps.confirmations.lastOf(sessionId);
    const fresh = await this.isFresh(sessionId, user.id);
    return { metodos: await this.methodsOf(user), confirmadoHasta: fresh && last ? new Date(last.confirmedAt + REAUTH_WINDOW_MS).toISOString() : null };
  }

  /** The options of a passkey assertion for this account: only its own passkeys are allowed. */
  async passkeyOptions(actor: Actor): Promise<WebAuthnOptionsAnswer> {
    const user = await this.userOf(actor);
    const passkeys = await this.deps.passkeys.listOf(user.id);
    if (!passkeys.length) throw new ValidationError('No tienes llaves de acceso. Confirma con el código de tu aplicación o un código de recuperación.');
    const { options, challenge } = await this.deps.webauthn.authenticationOptions(passkeys.map((p) => ({ credentialId: p.credentialId, transports: p.transports })));
    const now = this.deps.clock.now();
    const id = this.deps.newId();
    await this.deps.challenges.put({ id, purpose: 'reconfirmacion', userId: user.id, challenge, expiresAt: now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS, createdAt: now.toISOString() }, now.getTime());
    return { desafio: id, opciones: options as Record<string, unknown> };
  }

  /**
   * Confirms the session: with a passkey's answer to the options above, else a code of the app or a
   * recovery code when the account has a second factor, else its password. Answers until when.
   */
  async confirm(actor: Actor, sessionId: string, raw: ReconfirmRequest): Promise<ReconfirmationStatus> {
    const input = parseOrThrow(reconfirmRequestSchema, raw);
    const user = await this.userOf(actor);
    const metodos = await this.methodsOf(user);
    if (input.respuesta !== undefined) await this.withPasskey(user, input.desafio ?? '', input.respuesta);
    else if (metodos.length === 0) throw signInAgain();
    else if (!metodos.includes('contrasena')) {
      if (!input.codigo) throw new ValidationError('Escribe el código de tu aplicación de autenticación o un código de recuperación.', { codigo: 'Escribe el código' });
      await this.deps.secondFactor.verifyCode(user.id, input.codigo);
    } else {
      if (!input.contrasena) throw new ValidationError('Escribe tu contraseña.', { contrasena: 'Escribe tu contraseña' });
      await this.deps.secondFactor.verifyPassword(user.id, user.passwordHash, input.contrasena);
    }
    const at = await recordConfirmation(this.deps, sessionId, user.id);
    return { metodos, confirmadoHasta: new Date(at + REAUTH_WINDOW_MS).toISOString() };
  }

  private async withPasskey(user: User, desafio: string, respuesta: Record<string, unknown>): Promise<void> {
    const now = this.deps.clock.now();
    const open = await this.deps.challenges.take(desafio, 'reconfirmacion', now.getTime());
    if (!open?.challenge || open.userId !== user.id) throw challengeExpired();
    const named = this.deps.webauthn.credentialOf(respuesta);
    const passkey = named ? await this.deps.passkeys.findByCredentialId(named.credentialId) : null;
    if (!named || !passkey || passkey.userId !== user.id || (named.userHandle !== null && named.userHandle !== user.id)) throw passkeyRefused();
    const verified = await this.deps.webauthn.verifyAuthentication(respuesta, open.challenge, passkey);
    if (!verified) throw passkeyRefused();
    await this.deps.passkeys.markUsed(passkey.id, verified.newCounter, now.toISOString());
  }

  /** An account with a second factor confirms with it; one without, with its password. */
  private async methodsOf(user: User): Promise<ReconfirmationMethod[]> {
    const metodos = await this.deps.secondFactor.methodsOf(user.id);
    if (metodos.length) return metodos;
    return user.passwordHash ? ['contrasena'] : [];
  }

  private async userOf(actor: Actor): Promise<User> {
    const user = await this.deps.users.findById(actor.id);
    if (!user || user.deletedAt) throw userNotFound();
    return user;
  }
}
