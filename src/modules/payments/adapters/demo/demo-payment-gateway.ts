import { randomBytes } from 'node:crypto';
import { DEMO_PAGE_PATH, DEMO_SESSION_PARAM } from '../../../../contracts/payments.messages.js';
import type { Clock } from '../../../../platform/clock.js';
import type { Checkout, CheckoutRequest, CheckoutStatus, GatewayEvent, PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import type { PaymentRepository } from '../../application/ports/payment.repository.port.js';
import { isCheckoutLive } from '../../domain/payment.entity.js';
import { badSignature, sessionNotFound } from '../../domain/payments.errors.js';

/**
 * The demo gateway of the embedded default (no Stripe key): the checkout is the app's own
 * `/pago-demo?session_id=…` page, which charges nothing. Its sessions live in the payments table:
 * a session is paid once its payment was fulfilled, expired once the payment failed or ran out of
 * time. It sends no webhooks, so it accepts none.
 */
export class DemoPaymentGateway implements PaymentGateway {
  readonly name = 'demo' as const;

  constructor(private readonly deps: { payments: PaymentRepository; clock: Clock }) {}

  async createCheckout(_request: CheckoutRequest): Promise<Checkout> {
    const sessionId = `demo_cs_${randomBytes(18).toString('base64url')}`;
    return { sessionId, url: `${DEMO_PAGE_PATH}?${DEMO_SESSION_PARAM}=${encodeURIComponent(sessionId)}` };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    const payment = await this.deps.payments.findBySessionId(sessionId);
    if (!payment) throw sessionNotFound();
    const paid = payment.estado === 'completado' || payment.estado === 'reembolsado';
    const open = isCheckoutLive(payment, this.deps.clock.now());
    return { sessionId, status: paid ? 'complete' : open ? 'open' : 'expired', paid, paymentIntentId: null, voucher: null, failed: !paid && !open, installments: payment.planMeses };
  }

  async expireCheckout(): Promise<void> {
    // The demo's sessions are the payments themselves: marking the payment failed ends it.
  }

  async createCustomer(): Promise<string> {
    return `demo_cus_${randomBytes(12).toString('hex')}`;
  }

  async refund(): Promise<void> {
    // Nothing was charged, so there is nothing to give back.
  }

  parseWebhook(): GatewayEvent {
    throw badSignature();
  }
}
