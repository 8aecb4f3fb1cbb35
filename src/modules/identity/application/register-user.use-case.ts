import type { Clock } from '../../../platform/clock.js';
import { TooManyRequestsError } from '../../../platform/errors.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { RateCounter } from '../../../platform/rate-limit/rate-limiter.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { registerRequestSchema, type RegisterRequest } from '../../../contracts/identity.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { normaliseEmail, type User } from '../domain/user.entity.js';
import { registrationAttemptMail } from './identity.mails.js';
import { insertNewUser } from './new-user.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { SignUpConsents } from './ports/privacy-consents.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView, type UserView } from './user-view.js';

export const REGISTER_WINDOW_MS = 60 * 60_000;
/** Registrations one client (IP) may attempt in a window before 429, like sign-in's limit. */
export const REGISTER_MAX_PER_CLIENT = 20;
/** 'Someone tried to register with your address' mails one address gets in a window; more are not sent (the answer stays the same). */
export const REGISTER_NOTICES_PER_ADDRESS = 3;

/**
 * What happened, for the callers inside the application (the demo content needs the new account's
 * id). The web answer is the same for both, so it never tells who has an account.
 */
export type RegistrationOutcome = { created: true; user: UserView } | { created: false };

export class RegisterUser {
  constructor(
    private readonly deps: {
      users: UserRepository;
      hasher: PasswordHasher;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      limiter: RateCounter;
      outbox: MailOutbox;
      publicUrl: string;
      consents: SignUpConsents;
    },
  ) {}

  /**
   * `client` is the caller's address when it comes from the web: each one gets a limited number of
   * attempts. An address that already has an account changes nothing; its owner is told by e-mail
   * (with the links to sign in or recover the password) instead of the caller being told.
   */
  async execute(raw: RegisterRequest, client?: string): Promise<RegistrationOutcome> {
    if (client !== undefined) {
      const key = `register:client:${client}`;
      if ((await this.deps.limiter.count(key, REGISTER_WINDOW_MS)) >= REGISTER_MAX_PER_CLIENT) {
        throw new TooManyRequestsError('Demasiados registros desde esta conexión. Espera un rato e inténtalo de nuevo.', REGISTER_WINDOW_MS / 1000);
      }
      await this.deps.limiter.hit(key, REGISTER_WINDOW_MS);
    }
    const input = parseOrThrow(registerRequestSchema, raw);
    const email = normaliseEmail(input.email);
    // Hashed for a known address too, so both answers take the same time.
    const passwordHash = await this.deps.hasher.hash(input.password);
    const existing = await this.deps.users.findByEmail(email);
    if (existing) return this.known(existing);
    try {
      return await this.deps.tx.run(async (trx) => {
        const user = await insertNewUser(this.deps, { ...input, passwordHash }, trx);
        // The privacy notice in force, accepted with the account (the form shows its short version).
        await this.deps.consents.record(user.id, 'registro', trx, { correosNovedades: input.subscribeToNews === true });
        return { created: true, user: toUserView(user) } as const;
      });
    } catch (err) {
      // Two registrations of one new address at once: the second meets the unique index, and is
      // answered as any registration of a known address is.
      const winner = await this.deps.users.findByEmail(email);
      if (winner) return this.known(winner);
      throw err;
    }
  }

  /** Nothing changes; the owner gets the e-mail, a few times a window at most. */
  private async known(owner: User): Promise<RegistrationOutcome> {
    // A cancelled account's address gets no mail: its data is blocked (docs/adr/0054).
    if (owner.blockedAt) return { created: false };
    if ((await this.deps.limiter.hit(`register:notice:${owner.email}`, REGISTER_WINDOW_MS)) <= REGISTER_NOTICES_PER_ADDRESS) {
      await this.deps.outbox.enqueue(registrationAttemptMail(owner, this.deps.publicUrl));
    }
    return { created: false };
  }
}
