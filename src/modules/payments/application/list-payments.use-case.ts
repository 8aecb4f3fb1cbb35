import { mexicoCityInstant, nextDay } from '../../../contracts/formats.js';
import { listPaymentsQuerySchema, type ListPaymentsFilters, type ListPaymentsResponse, type PaymentView } from '../../../contracts/payments.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { PaymentFilters, PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { toPaymentView } from './views.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query's filters as instants: a calendar day is read in Mexico City, `fechaFin` includes its whole day. */
export function toFilters(q: Omit<ListPaymentsFilters, 'page' | 'limit'>): PaymentFilters {
  const desde = q.fechaInicio ? (DAY.test(q.fechaInicio) ? mexicoCityInstant(q.fechaInicio) : new Date(q.fechaInicio)).toISOString() : undefined;
  const hasta = q.fechaFin ? (DAY.test(q.fechaFin) ? mexicoCityInstant(nextDay(q.fechaFin)) : new Date(new Date(q.fechaFin).getTime() + 1)).toISOString() : undefined;
  return { estado: q.estado, metodo: q.metodo, situacion: q.situacion, campeonatoId: q.campeonato, usuario: q.usuario, desde, hasta };
}

/** GET /api/payments/admin: newest first, pages of 10 unless asked otherwise. */
export class ListPayments {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader }) {}

  async execute(actor: Actor, rawQuery: unknown): Promise<ListPaymentsResponse> {
    assertAdmin(actor);
    const { page, limit, ...filters } = parseOrThrow(listPaymentsQuerySchema, rawQuery ?? {});
    const { rows, total } = await this.deps.records.search(toFilters(filters), { offset: (page - 1) * limit, limit });
    return {
      pagos: rows.map(toPaymentView),
      paginacion: { total, paginas: Math.ceil(total / limit), paginaActual: page, porPagina: limit },
    };
  }

  /** Every payment matching the filters, newest first (`parrilla payments list`). */
  async all(actor: Actor, rawQuery: unknown): Promise<PaymentView[]> {
    assertAdmin(actor);
    const { page: _page, limit: _limit, ...filters } = parseOrThrow(listPaymentsQuerySchema, rawQuery ?? {});
    const { rows } = await this.deps.records.search(toFilters(filters), null);
    return rows.map(toPaymentView);
  }
}
