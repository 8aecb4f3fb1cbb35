import Stripe from 'stripe';
import type { Checkout, CheckoutRequest, CheckoutStatus, GatewayEvent, PaymentGateway } from '../../application/ports/payment-gateway.port.js';
import type { Voucher } from '../../domain/payment.entity.js';
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

/** The session's one method: card (with installments for meses sin intereses), OXXO, or SPEI through the customer's balance. */
function methodParams(request: CheckoutRequest): Partial<Stripe.Checkout.SessionCreateParams> {
  switch (request.method) {
    case 'oxxo':
      return { allowed_payment_method_types: ['oxxo'], payment_method_options: { oxxo: { expires_after_days: request.voucherDays } } };
    case 'spei':
      return {
        allowed_payment_method_types: ['customer_balance'],
        payment_method_options: { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } } },
      };
    case 'msi':
      return { allowed_payment_method_types: ['card'], payment_method_options: { card: { installments: { enabled: true } } } };
    default:
      return { allowed_payment_method_types: ['card'] };
  }
}

/** The OXXO voucher, or the SPEI transfer's CLABE and reference, of a payment intent waiting for the money. */
function voucherOf(intent: Stripe.PaymentIntent): Voucher | null {
  const oxxo = intent.next_action?.oxxo_display_details;
  if (oxxo?.number) {
    return { referencia: oxxo.number, clabe: null, url: oxxo.hosted_voucher_url, venceEn: oxxo.expires_after ? new Date(oxxo.expires_after * 1000).toISOString() : null };
  }
  const transfer = intent.next_action?.display_bank_transfer_instructions;
  if (transfer?.reference) {
    const spei = transfer.financial_addresses?.find((a) => a.type === 'spei')?.spei;
    return { referencia: transfer.reference, clabe: spei?.clabe ?? null, url: transfer.hosted_instructions_url, venceEn: null };
  }
  return null;
}

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
          ...methodParams(request),
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.productName } } }],
          client_reference_id: request.pagoId,
          metadata: { pagoId: request.pagoId },
          payment_intent_data: { metadata: { pagoId: request.pagoId } },
          ...(request.customerId ? { customer: request.customerId } : { customer_email: request.customerEmail }),
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

  async expireCheckout(sessionId: string): Promise<void> {
    await this.call(() => this.stripe.checkout.sessions.expire(sessionId));
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    const session = await this.call(() => this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent', 'payment_intent.latest_charge'] }));
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const paid = session.payment_status === 'paid';
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      sessionId: session.id,
      status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
      paid,
      paymentIntentId: idOf(session.payment_intent),
      voucher: !paid && session.status === 'complete' && intent ? voucherOf(intent) : null,
      failed: !paid && (session.status === 'expired' || intent?.status === 'canceled' || intent?.status === 'requires_payment_method'),
      installments: charge?.payment_method_details?.card?.installments?.plan?.count ?? null,
    };
  }

  async createCustomer(email: string, name: string, idempotencyKey: string): Promise<string> {
    const customer = await this.call(() => this.stripe.customers.create({ email, name }, { idempotencyKey }));
    return customer.id;
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
      case 'checkout.session.completed': {
        const session = event.data.object;
        return { type: 'checkout.completed', sessionId: session.id, paid: session.payment_status === 'paid', paymentIntentId: idOf(session.payment_intent) };
      }
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        return { type: 'checkout.async_succeeded', sessionId: session.id, paymentIntentId: idOf(session.payment_intent) };
      }
      case 'checkout.session.async_payment_failed':
        return { type: 'checkout.async_failed', sessionId: event.data.object.id };
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
