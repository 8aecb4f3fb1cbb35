import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { ResetTokenRecord, ResetTokenRepository } from '../../application/ports/reset-token.repository.port.js';

const TABLE = 'password_reset_tokens';

export class KnexResetTokenRepository implements ResetTokenRepository {
  constructor(private readonly knex: Knex) {}

  async insert(record: ResetTokenRecord & { createdAt: string }, trx?: Transaction): Promise<void> {
    await db(this.knex, trx)(TABLE).insert(record);
  }

  async findByHash(tokenHash: string, trx?: Transaction): Promise<ResetTokenRecord | null> {
    const row = await db(this.knex, trx)(TABLE).where({ tokenHash }).first();
    if (!row) return null;
    return {
      id: row.id,
      userId: row.userId,
      tokenHash: row.tokenHash,
      expiresAt: Number(row.expiresAt),
      usedAt: row.usedAt === null ? null : Number(row.usedAt),
    };
  }

  async consumeAllOf(userId: string, at: number, trx?: Transaction): Promise<number> {
    return db(this.knex, trx)(TABLE).where({ userId }).whereNull('usedAt').update({ usedAt: at });
  }
}
