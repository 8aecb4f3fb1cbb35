import type { Knex } from 'knex';
import type { SessionConfirmationStore } from '../../application/ports/session-confirmations.port.js';

const TABLE = 'session_confirmations';

export class KnexSessionConfirmationStore implements SessionConfirmationStore {
  constructor(private readonly knex: Knex) {}

  async record(sessionKey: string, userId: string, at: number, clearBefore: number): Promise<void> {
    await this.knex(TABLE).where('confirmedAt', '<', clearBefore).delete();
    await this.knex(TABLE).insert({ sessionKey, userId, confirmedAt: at }).onConflict('sessionKey').merge(['userId', 'confirmedAt']);
  }

  async lastOf(sessionKey: string): Promise<{ userId: string; confirmedAt: number } | null> {
    const row = await this.knex(TABLE).where({ sessionKey }).first();
    return row ? { userId: row.userId, confirmedAt: Number(row.confirmedAt) } : null;
  }
}
