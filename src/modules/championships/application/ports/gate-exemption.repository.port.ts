import type { Transaction } from '../../../../platform/transactions.js';

/** A driver an admin lets through a championship's licence and iRating gate. */
export interface GateExemption {
  campeonatoId: string;
  userId: string;
  creadaPor: string | null;
  createdAt: string;
}

/** Port: the gate exemptions of each championship (one row per championship and driver). */
export interface GateExemptionRepository {
  has(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
  listFor(campeonatoId: string, trx?: Transaction): Promise<GateExemption[]>;
  /** Adding one twice keeps the first. */
  add(exemption: GateExemption, trx?: Transaction): Promise<void>;
  remove(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
}
