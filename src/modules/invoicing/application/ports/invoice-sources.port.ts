import type { PaymentFacts } from '../../domain/invoice-request.entity.js';

/**
 * Port filled by the composition root (payments' PaymentFacts): the facts of payments by id, and a
 * driver's completed payments, newest first. Unknown ids are left out.
 */
export interface InvoicePayments {
  byIds(ids: readonly string[], trx?: unknown): Promise<PaymentFacts[]>;
  completedOf(userId: string): Promise<PaymentFacts[]>;
}

/** A driver as the queue names him. */
export interface InvoiceDriver {
  id: string;
  nombre: string;
  apellido: string;
  email: string;
  /** Its owner cancelled the account: its data is blocked (named 'Piloto retirado', no e-mail). */
  blocked?: boolean;
}

/** Port filled by the composition root (identity's DriverCards): accounts by id, deleted ones included. */
export interface InvoiceDrivers {
  describe(ids: readonly string[], trx?: unknown): Promise<InvoiceDriver[]>;
}

/** Port filled by the composition root (championships' Digest): championships' names by id. */
export interface InvoiceChampionships {
  summaries(ids: readonly string[], trx?: unknown): Promise<Array<{ id: string; nombreCampeonato: string }>>;
}
