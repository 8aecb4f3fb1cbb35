import type { Knex } from 'knex';
import { toIsoOrNull, toNumber } from '../../../../platform/database/rows.js';
import { db } from '../../../../platform/transactions.js';

/** A payment as another module needs its facts (invoicing: who paid, how much, when, for which championship). */
export interface PaymentFact {
  id: string;
  userId: string;
  campeonatoId: string;
  montoCentavos: number;
  moneda: string;
  estado: string;
  /** When it was completed (paid); null while it is not. */
  fechaPago: string | null;
}

interface FactRow {
  id: string;
  userId: string;
  campeonatoId: string;
  montoCentavos: number | string;
  moneda: string;
  estado: string;
  fechaCompletado: unknown;
}

const COLUMNS = ['id', 'userId', 'campeonatoId', 'montoCentavos', 'moneda', 'estado', 'fechaCompletado'] as const;
const toFact = (r: FactRow): PaymentFact => ({
  id: r.id,
  userId: r.userId,
  campeonatoId: r.campeonatoId,
  montoCentavos: toNumber(r.montoCentavos),
  moneda: r.moneda,
  estado: r.estado,
  fechaPago: toIsoOrNull(r.fechaCompletado),
});

/**
 * Offered to other modules (invoicing's InvoicePayments, bound by the composition root): payments' facts by id in one query (inside the caller's
 * transaction when given one), and a driver's completed payments, newest first.
 */
export class KnexPaymentFacts {
  constructor(private readonly knex: Knex) {}

  async byIds(ids: readonly string[], trx?: unknown): Promise<PaymentFact[]> {
    if (ids.length === 0) return [];
    const rows = (await db(this.knex, trx)('payments').select(COLUMNS).whereIn('id', [...new Set(ids)])) as FactRow[];
    return rows.map(toFact);
  }

  async completedOf(userId: string): Promise<PaymentFact[]> {
    const rows = (await this.knex('payments').select(COLUMNS).where({ userId, estado: 'completado' }).orderBy([
      { column: 'fechaCompletado', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])) as FactRow[];
    return rows.map(toFact);
  }
}
