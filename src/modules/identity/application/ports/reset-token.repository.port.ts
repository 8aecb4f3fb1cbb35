import type { Transaction } from '../../../../platform/transactions.js';

export interface ResetTokenRecord {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: number;
  usedAt: number | null;
}

/** Port: password-reset tokens, kept only as SHA-256 hashes. */
export interface ResetTokenRepository {
  insert(record: ResetTokenRecord & { createdAt: string }, trx?: Transaction): Promise<void>;
  findByHash(tokenHash: string, trx?: Transaction): Promise<ResetTokenRecord | null>;
  /** Marks every unused token of the user as used (the one just spent and all the others). */
  /** Marks every unused token of the user used; answers how many it marked (0: another request got there first). */
  consumeAllOf(userId: string, at: number, trx?: Transaction): Promise<number>;
}
