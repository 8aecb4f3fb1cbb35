import type { Transaction } from '../../../../platform/transactions.js';

/**
 * Port: whether payments were recorded for a championship, which forbids deleting it. The composition
 * root fills it: with a payments module's answer once there is one, with `noPaymentRecords` until then.
 */
export interface PaymentRecords {
  existFor(campeonatoId: string, trx?: Transaction): Promise<boolean>;
}

export const noPaymentRecords: PaymentRecords = { existFor: async () => false };
