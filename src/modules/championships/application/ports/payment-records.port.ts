import type { Transaction } from '../../../../platform/transactions.js';

/**
 * Port: what the payments module knows that enrolment needs. Bound by the payments module when
 * present (before this module loads); until then there are no payments.
 */
export interface PaymentRecords {
  /** Whether payments were recorded for a championship, which forbids deleting it. */
  existFor(campeonatoId: string, trx?: Transaction): Promise<boolean>;
  /**
   * Places held by card checkouts still running at `now` (a pending payment holds its place until
   * its checkout expires), not counting those of `exceptUserId`: that user's own checkout holds the
   * place they are being enrolled into.
   */
  heldPlaces(campeonatoId: string, now: Date, exceptUserId: string | null, trx?: Transaction): Promise<number>;
}

export const noPaymentRecords: PaymentRecords = { existFor: async () => false, heldPlaces: async () => 0 };
