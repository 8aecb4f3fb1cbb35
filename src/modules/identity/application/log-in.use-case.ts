import { loginRequestSchema, type LoginRequest } from '../../../contracts/identity.contract.js';
import type { AuthSession } from '../../../contracts/identity.views.js';
import { TooManyRequestsError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { invalidCredentials } from '../domain/identity.errors.js';
import { normaliseEmail } from '../domain/user.entity.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { TokenIssuer } from './ports/token-issuer.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView } from './user-view.js';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures per address before 429; failures per client (IP) before 429. */
export const LOGIN_MAX_FAILURES_PER_EMAIL = 8;
export const LOGIN_MAX_FAILURES_PER_CLIENT = 30;
/** From this many failures on, each answer waits a little longer. */
const SLOWDOWN_AFTER = 3;

/** The session a sign-in answers. */
export type Session = AuthSession;

export class LogIn {
  constructor(
    private readonly deps: {
      users: UserRepository;
      hasher: PasswordHasher;
      tokens: TokenIssuer;
      limiter: RateLimiter;
      enrolments: EnrolmentDirectory;
      sleep?: (ms: number) => Promise<void>;
      slowdownStepMs?: number;
    },
  ) {}

  async execute(raw: LoginRequest, client: string): Promise<Session> {
    const input = parseOrThrow(loginRequestSchema, raw);
    const email = normaliseEmail(input.email);
    const emailKey = `login:email:${email}`;
    const clientKey = `login:client:${client}`;
    const [byEmail, byClient] = await Promise.all([
      this.deps.limiter.count(emailKey, LOGIN_WINDOW_MS),
      this.deps.limiter.count(clientKey, LOGIN_WINDOW_MS),
    ]);
    if (byEmail >= LOGIN_MAX_FAILURES_PER_EMAIL || byClient >= LOGIN_MAX_FAILURES_PER_CLIENT) {
      throw new TooManyRequestsError('Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.', LOGIN_WINDOW_MS / 1000);
    }

    const user = await this.deps.users.findByEmail(email);
    // The hash is checked even without an account so both answers take the same time.
    const ok = user?.passwordHash ? await this.deps.hasher.verify(user.passwordHash, input.password) : await this.dummyVerify(input.password);
    if (!user || !ok) {
      const failures = await this.deps.limiter.hit(emailKey, LOGIN_WINDOW_MS);
      await this.deps.limiter.hit(clientKey, LOGIN_WINDOW_MS);
      if (failures > SLOWDOWN_AFTER) await (this.deps.sleep ?? defaultSleep)((failures - SLOWDOWN_AFTER) * (this.deps.slowdownStepMs ?? 250));
      throw invalidCredentials();
    }
    await this.deps.limiter.reset(emailKey);
    const token = this.deps.tokens.issue({ sub: user.id, rol: user.rol, tv: user.tokenVersion });
    return { token, user: toUserView(user, await this.deps.enrolments.championshipIdsOf(user.id)) };
  }

  private async dummyVerify(password: string): Promise<false> {
    await this.deps.hasher.hash(password);
    return false;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
