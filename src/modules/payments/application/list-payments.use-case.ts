import { mexicoCityInstant, nextDay } from '../../../contracts/formats.js';
import { listPaymentsQuerySchema, type ListPaymentsResponse, type PaymentListFilters, type PaymentView } from '../../../contracts/payments.contract.js';
import { PAYMENT_MSG } from '../../../contracts/payments.messages.js';
import { ValidationError } from '../../../platform/errors.js';
import { positionOf } from '../../../platform/keyset.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { PaymentFilters, PaymentPlace, PaymentRepository, PaymentWindow } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { toPaymentView } from './views.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query's filters as instants: a calendar day is read in Mexico City, `fechaFin` includes its whole day. */
export function toFilters(q: PaymentListFilters): PaymentFilters {
  const desde = q.fechaInicio ? (DAY.test(q.fechaInicio) ? mexicoCityInstant(q.fechaInicio) : new Date(q.fechaInicio)).toISOString() : undefined;
  const hasta = q.fechaFin ? (DAY.test(q.fechaFin) ? mexicoCityInstant(nextDay(q.fechaFin)) : new Date(new Date(q.fechaFin).getTime() + 1)).toISOString() : undefined;
  return { estado: q.estado, metodo: q.metodo, situacion: q.situacion, campeonatoId: q.campeonato, usuario: q.usuario, desde, hasta };
}

/** A page's `siguiente` or `anterior`: where its last or first payment stands, opaque to the client. */
const placeOf = (p: { createdAt: string; id: string }) => Buffer.from(JSON.stringify([p.createdAt, p.id])).toString('base64url');

/** The place a `despues` or `antes` names; a text no page gave is refused in Spanish. */
function readPlace(text: string, field: 'despues' | 'antes'): PaymentPlace {
  const lost = () => new ValidationError(PAYMENT_MSG.lostPage, { [field]: PAYMENT_MSG.lostPage });
  let parsed: unknown;
  try {
    parsed = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  } catch {
    throw lost();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string' || parsed[1] === '' || Number.isNaN(Date.parse(parsed[0]))) throw lost();
  return { createdAt: parsed[0], id: parsed[1] };
}

/**
 * GET /api/payments/admin: newest first, pages of 10 unless asked otherwise. 'Siguiente' and
 * 'Anterior' ask the page after or before a place (`despues`, `antes`), read from the index however
 * late the page; a page asked by its number alone is read by position (docs/adr/0060), at most
 * MAX_POSITION_ROWS rows in (`positionOf`).
 */
export class ListPayments {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader }) {}

  async execute(actor: Actor, rawQuery: unknown): Promise<ListPaymentsResponse> {
    assertAdmin(actor);
    const { page, limit, despues, antes, ...filters } = parseOrThrow(listPaymentsQuerySchema, rawQuery ?? {});
    const after = despues === undefined ? undefined : readPlace(despues, 'despues');
    const before = antes === undefined ? undefined : readPlace(antes, 'antes');
    // One more than asked, in the direction read: whether it comes says if there is a page beyond.
    const window: PaymentWindow = after ? { after, limit: limit + 1 } : before ? { before, limit: limit + 1 } : { offset: positionOf(page, limit), limit: limit + 1 };
    const { rows, total } = await this.deps.records.search(toFilters(filters), window);
    const beyond = rows.length > limit;
    const pagos = before ? rows.slice(beyond ? 1 : 0) : rows.slice(0, limit);
    const first = pagos[0];
    const last = pagos[pagos.length - 1];
    return {
      pagos: pagos.map(toPaymentView),
      paginacion: { total, paginas: Math.ceil(total / limit), paginaActual: page, porPagina: limit },
      siguiente: last && (before || beyond) ? placeOf(last) : null,
      anterior: first && (before ? beyond : after !== undefined || page > 1) ? placeOf(first) : null,
    };
  }

  /** Every payment matching the filters, newest first (`parrilla payments list`). */
  async all(actor: Actor, rawQuery: unknown): Promise<PaymentView[]> {
    assertAdmin(actor);
    const { page: _page, limit: _limit, despues: _after, antes: _before, ...filters } = parseOrThrow(listPaymentsQuerySchema, rawQuery ?? {});
    const { rows } = await this.deps.records.search(toFilters(filters), null);
    return rows.map(toPaymentView);
  }
}
