import { INVOICE_MSG, requestInvoiceSchema } from '../../../contracts/invoicing.contract.js';
import type { InvoiceRequestAnswer } from '../../../contracts/invoicing.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { requestRefusal } from '../domain/invoice-request.entity.js';
import { alreadyRequested, paymentNotFound } from '../domain/invoicing.errors.js';
import { toInvoiceView, type PaymentLines } from './invoice-views.js';
import type { InvoiceRequestRepository } from './ports/invoice-request.repository.port.js';
import type { InvoicePayments } from './ports/invoice-sources.port.js';

/**
 * 'Solicitar factura' (POST /api/facturas): the payer of a completed payment asks, once, for its CFDI
 * with his tax data, within the calendar month (Mexico City) the payment was made in; after it the
 * payment belongs to that month's global invoice.
 */
export class RequestInvoice {
  constructor(
    private readonly deps: { requests: InvoiceRequestRepository; payments: InvoicePayments; lines: PaymentLines; clock: Clock; newId: IdGenerator; tx: TransactionRunner },
  ) {}

  async execute(actor: Actor, input: unknown): Promise<InvoiceRequestAnswer> {
    assertMayAct(actor);
    const data = parseOrThrow(requestInvoiceSchema, input);
    const now = this.deps.clock.now();
    const request = await this.deps.tx.run(async (trx) => {
      const [payment] = await this.deps.payments.byIds([data.pagoId], trx);
      if (!payment) throw paymentNotFound();
      const refusal = requestRefusal(payment, actor.id, await this.deps.requests.findByPayment(payment.id, trx), now);
      if (refusal) throw refusal;
      const created = {
        id: this.deps.newId(),
        pagoId: payment.id,
        userId: actor.id,
        estado: 'pendiente' as const,
        rfc: data.rfc,
        razonSocial: data.razonSocial,
        regimenFiscal: data.regimenFiscal,
        usoCfdi: data.usoCfdi,
        codigoPostal: data.codigoPostal,
        email: data.email,
        solicitadaEn: now.toISOString(),
        emitidaEn: null,
        emitidaPor: null,
        pdfKey: null,
        xmlKey: null,
      };
      if (!(await this.deps.requests.insert(created, trx))) throw alreadyRequested();
      return created;
    });
    const lines = await this.deps.lines.of([request.pagoId]);
    return { message: INVOICE_MSG.requested, factura: toInvoiceView(request, lines.get(request.pagoId)) };
  }
}
