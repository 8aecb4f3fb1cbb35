import type { AuditOrigin } from '../../../platform/audit/audit-trail.port.js';
import { resetPasswordRequestSchema } from '../../../contracts/identity.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { invalidResetToken } from '../domain/identity.errors.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { ResetTokenRepository } from './ports/reset-token.repository.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { findUsableResetToken } from './verify-reset-token.use-case.js';
import type { SessionRevocation } from './sessions.use-case.js';

/** Sets a new password from a reset link: single use, cancels the user's other links, signs out every session. */
export class ResetPassword {
  constructor(
    private readonly deps: {
      users: UserRepository;
      resetTokens: ResetTokenRepository;
      hasher: PasswordHasher;
      clock: Clock;
      tx: TransactionRunner;
      revocation: SessionRevocation;
    },
  ) {}

  async execute(raw: unknown, origen?: AuditOrigin): Promise<void> {
    const input = parseOrThrow(resetPasswordRequestSchema, raw);
    const passwordHash = await this.deps.hasher.hash(input.newPassword);
    await this.deps.tx.run(async (trx) => {
      const record = await findUsableResetToken(this.deps, input.token, input.userId, trx);
      const user = record && (await this.deps.users.findById(record.userId, trx));
      if (!record || !user || user.deletedAt) throw invalidResetToken();
      const now = this.deps.clock.now();
      // Two uses of one link at the same moment: on PostgreSQL the second UPDATE waits for the first to
      // commit and then finds nothing left to mark, so only one new password wins.
      if ((await this.deps.resetTokens.consumeAllOf(user.id, now.getTime(), trx)) === 0) throw invalidResetToken();
      await this.deps.users.update(user.id, { passwordHash, tokenVersion: user.tokenVersion + 1, updatedAt: now.toISOString() }, trx);
      await this.deps.revocation.revoke({ userId: user.id, exceptId: null }, 'contraseña-restablecida', { anonymous: true, origen }, trx);
    });
  }
}
