import { PROCESSOR_OFF_MSG } from '../../../contracts/privacy.messages.js';
import { ConflictError, DomainError } from '../../../platform/errors.js';
import type { Checkout, CheckoutRequest, CheckoutStatus, GatewayEvent, PaymentGateway, StripeSwitch } from './ports/payment-gateway.port.js';

/** Refused when the league turned Stripe off among its processors (Ajustes › Privacidad). */
export const stripeTurnedOff = (message: string = PROCESSOR_OFF_MSG.stripe) => new ConflictError('PROCESSOR_OFF', message);

/** Whether an error is the refusal above (passed on as it is, never as the gateway being down). */
export const isTurnedOff = (err: unknown): err is DomainError => err instanceof DomainError && err.code === 'PROCESSOR_OFF';

/**
 * The gateway as every use case sees it: each call that would send something to Stripe asks first
 * whether the league uses it, and is refused when not, so no path (checkout, customer, refund,
 * a session's status) reaches Stripe while it is off. A webhook is Stripe's own message to the site:
 * it is still read, so a payment made before the switch still settles.
 */
export class SwitchedGateway implements PaymentGateway {
  constructor(
    private readonly inner: PaymentGateway,
    private readonly stripe: StripeSwitch,
  ) {}

  get name(): PaymentGateway['name'] {
    return this.inner.name;
  }

  private async assertOn(): Promise<void> {
    if (!(await this.stripe.stripeOn())) throw stripeTurnedOff();
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    await this.assertOn();
    return this.inner.createCheckout(request);
  }
  async retrieveCheckout(sessionId: string): Promise<CheckoutStatus> {
    await this.assertOn();
    return this.inner.retrieveCheckout(sessionId);
  }
  async expireCheckout(sessionId: string): Promise<void> {
    await this.assertOn();
    return this.inner.expireCheckout(sessionId);
  }
  async createCustomer(email: string, name: string, idempotencyKey: string): Promise<string> {
    await this.assertOn();
    return this.inner.createCustomer(email, name, idempotencyKey);
  }
  /**
   * Its one caller (UpdatePaymentState) asks the switch before its transaction and refunds last inside
   * it, where the settings cannot be read on SQLite's single connection: the refusal is that caller's.
   */
  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    return this.inner.refund(paymentIntentId, idempotencyKey);
  }
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    return this.inner.parseWebhook(rawBody, signature);
  }
}
