import { createHash, randomBytes } from 'node:crypto';
import { forgotPasswordRequestSchema } from '../../../contracts/identity.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { TooManyRequestsError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { RateCounter } from '../../../platform/rate-limit/rate-limiter.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { normaliseEmail } from '../domain/user.entity.js';
import { passwordResetMail } from './identity.mails.js';
import type { ResetTokenRepository } from './ports/reset-token.repository.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
const WINDOW_MS = 60 * 60_000;
const MAX_PER_EMAIL = 5;
const MAX_PER_CLIENT = 20;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Always ends the same way for known and unknown addresses; only the mail differs. */
export class RequestPasswordReset {
  constructor(
    private readonly deps: {
      users: UserRepository;
      resetTokens: ResetTokenRepository;
      outbox: MailOutbox;
      limiter: RateCounter;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      publicUrl: string;
    },
  ) {}

  async execute(raw: { email: string }, client: string): Promise<void> {
    const { email } = parseOrThrow(forgotPasswordRequestSchema, raw);
    const address = normaliseEmail(email);
    const byEmail = await this.deps.limiter.hit(`reset:email:${address}`, WINDOW_MS);
    const byClient = await this.deps.limiter.hit(`reset:client:${client}`, WINDOW_MS);
    if (byEmail > MAX_PER_EMAIL || byClient > MAX_PER_CLIENT) {
      throw new TooManyRequestsError('Demasiadas solicitudes de recuperación. Inténtalo de nuevo más tarde.', WINDOW_MS / 1000);
    }
    const user = await this.deps.users.findByEmail(address);
    // A cancelled account's address gets nothing: its data is blocked (docs/adr/0054).
    if (!user || user.blockedAt) return;

    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&userId=${encodeURIComponent(user.id)}`;
    await this.deps.tx.run(async (trx) => {
      await this.deps.resetTokens.insert(
        { id: this.deps.newId(), userId: user.id, tokenHash: hashResetToken(token), expiresAt: now.getTime() + RESET_TOKEN_TTL_MS, usedAt: null, createdAt: now.toISOString() },
        trx,
      );
      await this.deps.outbox.enqueue(passwordResetMail(user, link), trx);
    });
  }
}
