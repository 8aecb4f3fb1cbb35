import type { Transaction } from '../../../../platform/transactions.js';

/** Port filled by the composition root (identity's DriverCards): where to e-mail drivers offered a place. */
export interface MailDirectory {
  describe(ids: readonly string[], trx?: Transaction): Promise<Array<{ id: string; nombre: string; email: string; deleted: boolean }>>;
}
