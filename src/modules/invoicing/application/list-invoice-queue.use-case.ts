import { invoiceQueueQuerySchema } from '../../../contracts/invoicing.contract.js';
import type { InvoiceQueueAnswer, InvoiceRequestView } from '../../../contracts/invoicing.views.js';
import { INVOICE_STATES } from '../../../contracts/invoicing.messages.js';
import { pageOf, windowOf } from '../../../platform/keyset.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { toInvoiceView, type PaymentLines } from './invoice-views.js';
import type { InvoiceRequestRepository } from './ports/invoice-request.repository.port.js';

/**
 * 'Facturas por emitir' (GET /api/facturas/admin): the requests, pending first and oldest first, each
 * with its payment. The arrows move by place (state, request instant, id), read from the index however
 * late the page (docs/adr/0063).
 */
export class ListInvoiceQueue {
  constructor(private readonly deps: { requests: InvoiceRequestRepository; lines: PaymentLines }) {}

  async execute(actor: Actor, query: unknown = {}): Promise<InvoiceQueueAnswer> {
    assertAdmin(actor);
    const q = parseOrThrow(invoiceQueueQuerySchema, query ?? {});
    const { estado, page, limit } = q;
    const window = windowOf(q, 'string', INVOICE_STATES);
    const [{ rows, total }, pendientes] = await Promise.all([this.deps.requests.queue(estado ? { estado } : {}, window), this.deps.requests.countPending()]);
    const { items, siguiente, anterior } = pageOf(rows, window, limit, (r) => ({ at: r.solicitadaEn, tie: r.id, group: r.estado }));
    return {
      facturas: await this.named(items),
      pendientes,
      paginacion: { total, paginas: Math.max(1, Math.ceil(total / limit)), paginaActual: page, porPagina: limit },
      siguiente,
      anterior,
    };
  }

  /** Every request of the filter (the CLI and the CSV). */
  async all(actor: Actor, query: unknown = {}): Promise<InvoiceRequestView[]> {
    assertAdmin(actor);
    const { estado } = parseOrThrow(invoiceQueueQuerySchema, query ?? {});
    const { rows } = await this.deps.requests.queue(estado ? { estado } : {}, null);
    return this.named(rows);
  }

  private async named(rows: Parameters<typeof toInvoiceView>[0][]): Promise<InvoiceRequestView[]> {
    const lines = await this.deps.lines.of(rows.map((r) => r.pagoId));
    return rows.map((r) => toInvoiceView(r, lines.get(r.pagoId)));
  }
}
