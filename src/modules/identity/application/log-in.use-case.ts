import { loginRequestSchema, type LoginRequest } from '../../../contracts/identity.contract.js';
import type { SignInAnswer } from '../../../contracts/account-security.views.js';
import type { AuthSession } from '../../../contracts/identity.views.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { TooManyRequestsError } from '../../../platform/errors.js';
import type { RateCounter } from '../../../platform/rate-limit/rate-limiter.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { accountCancelled, invalidCredentials } from '../domain/identity.errors.js';
import { normaliseEmail } from '../domain/user.entity.js';
import type { ChallengeStore } from './ports/passkeys.port.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SecondFactorCheck } from './second-factor-check.js';
import { sessionOrSecondStep } from './second-step.use-case.js';
import { signInClient, type IssueSessionDeps, type SignInClient } from './issue-session.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/**
 * Failures of one client (IP) on one address before that pair gets 429; failures of one client over
 * any addresses before it gets 429. The address itself is never locked: its owner, from their own
 * client, still signs in with the right password however many guesses others made.
 */
export const LOGIN_MAX_FAILURES_PER_EMAIL = 8;
export const LOGIN_MAX_FAILURES_PER_CLIENT = 30;
/** From this many failures on (of the pair, or of the address from any client), each failed answer waits a little longer. */
const SLOWDOWN_AFTER = 3;
/** The longest a failed answer waits. */
const MAX_SLOWDOWN_MS = 5_000;

/** The session a sign-in answers. */
export type Session = AuthSession;

export class LogIn {
  constructor(
    private readonly deps: IssueSessionDeps & {
      users: UserRepository;
      hasher: PasswordHasher;
      limiter: RateCounter;
      secondFactor: SecondFactorCheck;
      challenges: ChallengeStore;
      clock: Clock;
      newId: IdGenerator;
      audit: AuditTrail;
      tx: TransactionRunner;
      sleep?: (ms: number) => Promise<void>;
      slowdownStepMs?: number;
    },
  ) {}

  /** The session, or for an account with a second factor the second step's challenge and no session (docs/adr/0046). */
  async execute(raw: LoginRequest, from: SignInClient | string): Promise<SignInAnswer> {
    const input = parseOrThrow(loginRequestSchema, raw);
    const who = signInClient(from);
    const client = who.ip ?? 'desconocido';
    const email = normaliseEmail(input.email);
    const emailKey = `login:email:${email}`;
    const pairKey = `login:pair:${client}:${email}`;
    const clientKey = `login:client:${client}`;
    const [byPair, byClient] = await Promise.all([
      this.deps.limiter.count(pairKey, LOGIN_WINDOW_MS),
      this.deps.limiter.count(clientKey, LOGIN_WINDOW_MS),
    ]);
    if (byPair >= LOGIN_MAX_FAILURES_PER_EMAIL || byClient >= LOGIN_MAX_FAILURES_PER_CLIENT) {
      throw new TooManyRequestsError('Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.', LOGIN_WINDOW_MS / 1000);
    }

    const user = await this.deps.users.findByEmail(email);
    // The hash is checked even without an account so both answers take the same time.
    const ok = user?.passwordHash ? await this.deps.hasher.verify(user.passwordHash, input.password) : await this.dummyVerify(input.password);
    if (!user || !ok) {
      const [byPairNow, byEmailNow] = await Promise.all([this.deps.limiter.hit(pairKey, LOGIN_WINDOW_MS), this.deps.limiter.hit(emailKey, LOGIN_WINDOW_MS)]);
      await this.deps.limiter.hit(clientKey, LOGIN_WINDOW_MS);
      // A failed sign-in is in the audit log: the address typed, and the account when there is one (never the password).
      await this.deps.tx.run((trx) =>
        this.deps.audit.record({ actor: null, origen: { ip: who.ip, navegador: who.userAgent }, accion: 'sesion.fallida', objeto: { tipo: 'usuario', id: user?.id ?? null, nombre: email } }, trx),
      );
      const failures = Math.max(byPairNow, byEmailNow);
      if (failures > SLOWDOWN_AFTER) await (this.deps.sleep ?? defaultSleep)(Math.min(MAX_SLOWDOWN_MS, (failures - SLOWDOWN_AFTER) * (this.deps.slowdownStepMs ?? 250)));
      throw invalidCredentials();
    }
    await Promise.all([this.deps.limiter.reset(pairKey), this.deps.limiter.reset(emailKey)]);
    // Told only to whoever knows the password: the account was cancelled by its owner (docs/adr/0054).
    if (user.blockedAt) throw accountCancelled();
    return sessionOrSecondStep(this.deps, user, from, 'contraseña');
  }

  private async dummyVerify(password: string): Promise<false> {
    await this.deps.hasher.hash(password);
    return false;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
