import type { Transaction } from '../../../../platform/transactions.js';
import type { MethodSettings } from '../../domain/payment-methods.js';

/** Port: the methods each championship accepts besides the card (none when never set). */
export interface MethodSettingsRepository {
  find(campeonatoId: string, trx?: Transaction): Promise<MethodSettings>;
  save(campeonatoId: string, settings: MethodSettings, now: Date, trx?: Transaction): Promise<void>;
}

/** Port: each driver's one customer at the gateway, reused by every bank transfer. */
export interface GatewayCustomers {
  find(userId: string): Promise<string | null>;
  /** Keeps the first customer recorded for the driver and answers it. */
  save(userId: string, customerId: string, now: Date): Promise<string>;
}
