import type { Transaction } from '../../../../platform/transactions.js';

/**
 * Port: whether payments were recorded for a championship, which forbids deleting it. Bound by the
 * payments module when present (before this module loads); until then there are none.
 */
export interface PaymentRecords {
  existFor(campeonatoId: string, trx?: Transaction): Promise<boolean>;
}

export const noPaymentRecords: PaymentRecords = { existFor: async () => false };
