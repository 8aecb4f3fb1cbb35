import type { Transaction } from '../../../../platform/transactions.js';

/**
 * Port: what the payments module knows that enrolment needs. The composition root fills it: with the
 * payments module's answer once there is one, with `noPaymentRecords` until then.
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
  /** The drivers whose card checkouts hold a place at `now` (one place each, however many checkouts). */
  holders(campeonatoId: string, now: Date, trx?: Transaction): Promise<string[]>;
  /** When the first place held at `now` stops being held (its checkout's or voucher's deadline), or null when none is held. */
  nextHoldEnd(campeonatoId: string, now: Date, trx?: Transaction): Promise<string | null>;
}

export const noPaymentRecords: PaymentRecords = { existFor: async () => false, heldPlaces: async () => 0, holders: async () => [], nextHoldEnd: async () => null };
