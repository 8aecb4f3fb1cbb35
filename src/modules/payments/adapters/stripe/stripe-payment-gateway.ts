import Stripe from 'stripe';
import type { Checkout, CheckoutRequest, CheckoutStatus, GatewayEvent, PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import { badSignature, gatewayUnavailable } from '../../domain/payments.errors.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** Another host for the API (a local stand-in in tests): `http://localhost:12111`. */
  apiUrl?: string;
}

/** The client options that point the SDK at `apiUrl` instead of api.stripe.com. */
function hostOptions(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null | undefined) => (value ? (typeof value === 'string' ? value : value.id) : null);

/** PaymentGateway on Stripe Checkout: one line item in the payment's currency, amounts in cents. */
export class StripePaymentGateway implements PaymentGateway {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...hostOptions(settings.apiUrl) });
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.productName } } }],
          client_reference_id: request.pagoId,
          metadata: { pagoId: request.pagoId },
          payment_intent_data: { metadata: { pagoId: request.pagoId } },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          locale: 'es-419',
        },
        { idempotencyKey: `checkout-${request.pagoId}` },
      ),
    );
    if (!session.url) throw gatewayUnavailable(new Error('Stripe answered a session without url'));
    return { sessionId: session.id, url: session.url };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId));
    return {
      sessionId: session.id,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      paid: session.payment_status === 'paid',
      paymentIntentId: idOf(session.payment_intent),
    };
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.call(() => this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey }));
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    if (!this.settings.webhookSecret || !signature) throw badSignature();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      throw badSignature();
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        return { type: 'checkout.completed', sessionId: session.id, paid: session.payment_status === 'paid', paymentIntentId: idOf(session.payment_intent) };
      }
      case 'checkout.session.expired':
        return { type: 'checkout.expired', sessionId: event.data.object.id };
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntentId = idOf(charge.payment_intent);
        // Only a full refund gives the place back; a partial one is the admin's business.
        if (!paymentIntentId || !charge.refunded) return { type: 'ignored', eventType: event.type };
        return { type: 'charge.refunded', paymentIntentId };
      }
      default:
        return { type: 'ignored', eventType: event.type };
    }
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      throw gatewayUnavailable(err);
    }
  }
}
