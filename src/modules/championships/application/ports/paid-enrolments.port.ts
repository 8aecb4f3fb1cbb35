import type { Transaction } from '../../../../platform/transactions.js';

/** Port filled by the composition root (the payments module): the completed payments of a championship, by driver. */
export interface PaidEnrolments {
  /** One row per driver with a `completado` payment for the championship (the latest when several). */
  completedFor(campeonatoId: string, trx?: Transaction): Promise<Array<{ userId: string; pagoId: string }>>;
}

export const noPaidEnrolments: PaidEnrolments = { completedFor: async () => [] };
