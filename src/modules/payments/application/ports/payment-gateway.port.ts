import type { Currency, PaymentMethod, Voucher } from '../../domain/payment.entity.js';

export interface CheckoutRequest {
  pagoId: string;
  amountCents: number;
  currency: Currency;
  /** The line item's name (the championship's). */
  productName: string;
  customerEmail: string;
  /** With `{CHECKOUT_SESSION_ID}` where the session id goes, as Stripe expects. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The one method the session asks for. */
  method: PaymentMethod;
  /** OXXO: calendar days the voucher stays valid (1–7). */
  voucherDays: number;
  /** SPEI: the driver's Stripe Customer (bank transfers need one). */
  customerId?: string;
}

export interface Checkout {
  sessionId: string;
  url: string;
}

/** What the gateway says of a checkout session now. */
export interface CheckoutStatus {
  sessionId: string;
  /** open: can still be paid; complete: finished (paid, or paid later for delayed methods); expired: can no longer be paid. */
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  paymentIntentId: string | null;
  /** Complete but unpaid (OXXO, SPEI): what the driver pays with, when the gateway issued it. */
  voucher: Voucher | null;
  /** The payment can no longer arrive (the voucher expired, the intent was cancelled). */
  failed: boolean;
  /** Meses sin intereses: the months of the plan the charge was made with. */
  installments: number | null;
}

/** A verified notification from the gateway, reduced to what fulfilment needs. */
export type GatewayEvent =
  | { type: 'checkout.completed'; sessionId: string; paid: boolean; paymentIntentId: string | null }
  | { type: 'checkout.expired'; sessionId: string }
  /** A delayed method (OXXO, SPEI) was paid. */
  | { type: 'checkout.async_succeeded'; sessionId: string; paymentIntentId: string | null }
  /** A delayed method's payment did not arrive (the voucher expired). */
  | { type: 'checkout.async_failed'; sessionId: string }
  | { type: 'charge.refunded'; paymentIntentId: string }
  | { type: 'ignored'; eventType: string };

/** Port filled by the composition root (privacy's processors): whether the league uses Stripe. While off nothing is sent to the gateway. */
export interface StripeSwitch {
  stripeOn(): Promise<boolean>;
}

/**
 * Port: the card payment provider. Adapters: StripePaymentGateway (Stripe Checkout) and
 * DemoPaymentGateway (the embedded default without a Stripe key: nothing is charged).
 */
export interface PaymentGateway {
  readonly name: 'stripe' | 'demo';
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  retrieveCheckout(sessionId: string): Promise<CheckoutStatus>;
  /** Ends a checkout still open (the driver chose another method): it can no longer be paid. */
  expireCheckout(sessionId: string): Promise<void>;
  /** The driver's customer at the gateway, created once (the same `idempotencyKey` answers the same customer). */
  createCustomer(email: string, name: string, idempotencyKey: string): Promise<string>;
  /** Refunds a payment in full; the same `idempotencyKey` never refunds twice. */
  refund(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Verifies a webhook's signature over its raw body; throws a 400 ValidationError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}
