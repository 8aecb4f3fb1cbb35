import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import { settleWithGateway } from './settle.js';

/**
 * POST /api/payments/webhook: the gateway's signed notifications. The signature is checked over
 * the raw body before anything is read; then each event runs its idempotent step, so a replay
 * (or the verification call having done it first) changes nothing, in whatever order they come.
 */
export class HandleWebhook {
  constructor(private readonly deps: { payments: PaymentRepository; gateway: PaymentGateway; fulfilment: Fulfilment }) {}

  async execute(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
    const event = this.deps.gateway.parseWebhook(rawBody, signature);
    switch (event.type) {
      case 'checkout.completed': {
        const payment = await this.deps.payments.findBySessionId(event.sessionId);
        if (!payment) break;
        // Delayed methods complete unpaid with a voucher; meses sin intereses needs the charge's plan: both asked to the gateway.
        if (!event.paid || payment.metodo === 'msi') await settleWithGateway(this.deps, payment);
        else await this.deps.fulfilment.complete(payment.id, event.paymentIntentId);
        break;
      }
      case 'checkout.async_succeeded': {
        const payment = await this.deps.payments.findBySessionId(event.sessionId);
        if (payment) await this.deps.fulfilment.complete(payment.id, event.paymentIntentId);
        break;
      }
      case 'checkout.async_failed': {
        const payment = await this.deps.payments.findBySessionId(event.sessionId);
        if (payment) await this.deps.fulfilment.release(payment.id, 'La ficha venció sin pago');
        break;
      }
      case 'checkout.expired': {
        const payment = await this.deps.payments.findBySessionId(event.sessionId);
        if (payment) await this.deps.fulfilment.expire(payment.id);
        break;
      }
      case 'charge.refunded':
        await this.deps.fulfilment.refundedByGateway(event.paymentIntentId);
        break;
      default:
        break;
    }
    return { received: true };
  }
}
