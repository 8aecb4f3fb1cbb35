import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';

/**
 * POST /api/payments/webhook: the gateway's signed notifications. The signature is checked over
 * the raw body before anything is read; then each event runs its idempotent step, so a replay
 * (or the verification call having done it first) changes nothing.
 */
export class HandleWebhook {
  constructor(private readonly deps: { payments: PaymentRepository; gateway: PaymentGateway; fulfilment: Fulfilment }) {}

  async execute(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
    const event = this.deps.gateway.parseWebhook(rawBody, signature);
    switch (event.type) {
      case 'checkout.completed': {
        // Delayed methods complete unpaid; their money is not there yet.
        if (!event.paid) break;
        const payment = await this.deps.payments.findBySessionId(event.sessionId);
        if (payment) await this.deps.fulfilment.complete(payment.id, event.paymentIntentId);
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
