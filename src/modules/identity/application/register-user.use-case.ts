import type { Clock } from '../../../platform/clock.js';
import { TooManyRequestsError } from '../../../platform/errors.js';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { registerRequestSchema, type RegisterRequest } from '../../../contracts/identity.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { emailTaken } from '../domain/identity.errors.js';
import { normaliseEmail } from '../domain/user.entity.js';
import { buildNewUser } from './new-user.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView, type UserView } from './user-view.js';

export const REGISTER_WINDOW_MS = 60 * 60_000;
/** Registrations one client (IP) may attempt in a window before 429, like sign-in's limit. */
export const REGISTER_MAX_PER_CLIENT = 20;

export class RegisterUser {
  constructor(
    private readonly deps: { users: UserRepository; hasher: PasswordHasher; clock: Clock; newId: IdGenerator; tx: TransactionRunner; limiter: RateLimiter },
  ) {}

  /** `client` is the caller's address when it comes from the web: each one gets a limited number of attempts. */
  async execute(raw: RegisterRequest, client?: string): Promise<UserView> {
    if (client !== undefined) {
      const key = `register:client:${client}`;
      if ((await this.deps.limiter.count(key, REGISTER_WINDOW_MS)) >= REGISTER_MAX_PER_CLIENT) {
        throw new TooManyRequestsError('Demasiados registros desde esta conexión. Espera un rato e inténtalo de nuevo.', REGISTER_WINDOW_MS / 1000);
      }
      await this.deps.limiter.hit(key, REGISTER_WINDOW_MS);
    }
    const input = parseOrThrow(registerRequestSchema, raw);
    const passwordHash = await this.deps.hasher.hash(input.password);
    return this.deps.tx.run(async (trx) => {
      if (await this.deps.users.findByEmail(normaliseEmail(input.email), trx)) throw emailTaken();
      const user = await buildNewUser(this.deps, { ...input, passwordHash }, trx);
      await this.deps.users.insert(user, trx);
      return toUserView(user);
    });
  }
}
