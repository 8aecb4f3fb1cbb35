import type { MyInvoicesAnswer } from '../../../contracts/invoicing.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { Actor } from '../../identity/index.js';
import { refusalReason, requestDeadline } from '../domain/invoice-request.entity.js';
import { toInvoiceView, toPaymentView, type PaymentLines } from './invoice-views.js';
import type { InvoiceRequestRepository } from './ports/invoice-request.repository.port.js';
import type { InvoicePayments } from './ports/invoice-sources.port.js';

/** GET /api/facturas/mis-pagos: the signed-in driver's completed payments, each with its invoice or whether he may still ask for it. */
export class ListMyInvoices {
  constructor(private readonly deps: { requests: InvoiceRequestRepository; payments: InvoicePayments; lines: PaymentLines; clock: Clock }) {}

  async execute(actor: Actor): Promise<MyInvoicesAnswer> {
    const now = this.deps.clock.now();
    const facts = await this.deps.payments.completedOf(actor.id);
    const [lines, requests] = await Promise.all([this.deps.lines.named(facts), this.deps.requests.forPayments(facts.map((f) => f.id))]);
    const requestOf = new Map(requests.map((r) => [r.pagoId, r]));
    return {
      pagos: facts.flatMap((f) => {
        const line = lines.get(f.id);
        if (!line) return [];
        const request = requestOf.get(f.id) ?? null;
        const motivo = refusalReason(f, actor.id, request, now);
        return [
          {
            pago: toPaymentView(line),
            factura: request ? toInvoiceView(request, line) : null,
            puedeSolicitar: motivo === null,
            motivo: request ? null : motivo,
            solicitarHasta: f.fechaPago ? new Date(requestDeadline(f.fechaPago).getTime() - 1).toISOString() : null,
          },
        ];
      }),
    };
  }
}
