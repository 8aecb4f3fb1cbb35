import type { Clock } from '../../../platform/clock.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { ResetTokenRecord, ResetTokenRepository } from './ports/reset-token.repository.port.js';
import { hashResetToken } from './request-password-reset.use-case.js';

/** The token's record if it belongs to `userId`, is unused and has not expired. */
export async function findUsableResetToken(
  deps: { resetTokens: ResetTokenRepository; clock: Clock },
  token: string,
  userId: string,
  trx?: Transaction,
): Promise<ResetTokenRecord | null> {
  if (!token || !userId) return null;
  const record = await deps.resetTokens.findByHash(hashResetToken(token), trx);
  if (!record || record.userId !== userId || record.usedAt !== null) return null;
  return record.expiresAt > deps.clock.now().getTime() ? record : null;
}

export class VerifyResetToken {
  constructor(private readonly deps: { resetTokens: ResetTokenRepository; clock: Clock }) {}

  async execute(input: { token?: string; userId?: string }): Promise<{ valid: boolean }> {
    return { valid: (await findUsableResetToken(this.deps, input.token ?? '', input.userId ?? '')) !== null };
  }
}
