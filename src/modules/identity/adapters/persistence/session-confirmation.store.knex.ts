import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { SessionConfirmationStore } from '../../application/ports/session-confirmations.port.js';

const TABLE = 'session_confirmations';

export class KnexSessionConfirmationStore implements SessionConfirmationStore {
  constructor(private readonly knex: Knex) {}

  async record(sessionId: string, userId: string, at: number, clearBefore: number, trx?: Transaction): Promise<void> {
    const q = db(this.knex, trx);
    await q(TABLE).where('confirmedAt', '<', clearBefore).delete();
    await q(TABLE).insert({ sessionId, userId, confirmedAt: at }).onConflict('sessionId').merge(['userId', 'confirmedAt']);
  }

  async lastOf(sessionId: string): Promise<{ userId: string; confirmedAt: number } | null> {
    const row = await this.knex(TABLE).where({ sessionId }).first();
    return row ? { userId: row.userId, confirmedAt: Number(row.confirmedAt) } : null;
  }
}
