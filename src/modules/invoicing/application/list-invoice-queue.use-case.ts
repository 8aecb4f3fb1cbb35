import { invoiceQueueQuerySchema } from '../../../contracts/invoicing.contract.js';
import type { InvoiceQueueAnswer, InvoiceRequestView } from '../../../contracts/invoicing.views.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { toInvoiceView, type PaymentLines } from './invoice-views.js';
import type { InvoiceRequestRepository } from './ports/invoice-request.repository.port.js';

/** 'Facturas por emitir' (GET /api/facturas/admin): the requests, pending first and oldest first, each with its payment. */
export class ListInvoiceQueue {
  constructor(private readonly deps: { requests: InvoiceRequestRepository; lines: PaymentLines }) {}

  async execute(actor: Actor, query: unknown = {}): Promise<InvoiceQueueAnswer> {
    assertAdmin(actor);
    const { estado, page, limit } = parseOrThrow(invoiceQueueQuerySchema, query ?? {});
    const [{ rows, total }, pendientes] = await Promise.all([
      this.deps.requests.queue(estado ? { estado } : {}, { offset: (page - 1) * limit, limit }),
      this.deps.requests.countPending(),
    ]);
    return { facturas: await this.named(rows), pendientes, paginacion: { total, paginas: Math.max(1, Math.ceil(total / limit)), paginaActual: page, porPagina: limit } };
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
