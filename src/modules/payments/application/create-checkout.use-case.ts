import { createCheckoutSchema, type CreateCheckoutResponse } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { Config } from '../../../platform/config.js';
import { ConflictError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { EnrolmentPorts } from './ports/enrolment-ports.port.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { HOLD_MS, type Payment } from '../domain/payment.entity.js';
import { gatewayUnavailable } from '../domain/payments.errors.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import { UnauthenticatedError } from '../../../platform/errors.js';

/** Stripe refuses a checkout expiring less than 30 minutes after it receives it: one minute spares clock drift. */
const STRIPE_MARGIN_MS = 60 * 1000;

/**
 * POST /api/payments/crear-sesion: a driver starts paying a championship's enrolment. The place is
 * checked under the championship's lock (places held by other running checkouts count as taken)
 * and held by the new `pendiente` payment until its checkout expires; the gateway is called after
 * the transaction, so no lock waits on the network.
 */
export class CreateCheckout {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      gateway: PaymentGateway;
      enrol: EnrolmentPorts['enrol'];
      accounts: AccountDirectory;
      clock: Clock;
      newPaymentId: IdGenerator;
      tx: TransactionRunner;
      config: Config;
    },
  ) {}

  async execute(actor: Actor, raw: unknown): Promise<CreateCheckoutResponse> {
    assertMayAct(actor);
    const { campeonatoId } = parseOrThrow(createCheckoutSchema, raw ?? {});
    const account = await this.deps.accounts.find(actor.id);
    if (!account) throw new UnauthenticatedError();
    const now = this.deps.clock.now();

    const started = await this.deps.tx.run(async (trx) => {
      const place = await this.deps.enrol.checkPlace({ campeonatoId, userId: account.id }, trx);
      const live = await this.deps.payments.findLiveCheckout(account.id, campeonatoId, now, trx);
      // A second click while the first checkout runs goes back to it instead of holding two places.
      if (live?.stripeSessionId && live.checkoutUrl) return { reuse: { sessionId: live.stripeSessionId, url: live.checkoutUrl } };
      if (place.precioCentavos <= 0) throw new ConflictError('FREE_CHAMPIONSHIP', 'Este campeonato es gratuito: inscríbete sin pago desde su página.');
      const stamp = now.toISOString();
      const payment: Payment = {
        id: this.deps.newPaymentId(),
        userId: account.id,
        campeonatoId,
        montoCentavos: place.precioCentavos,
        moneda: 'mxn',
        estado: 'pendiente',
        pasarela: this.deps.gateway.name,
        esManual: false,
        creadoPor: null,
        stripeSessionId: null,
        stripePaymentIntentId: null,
        checkoutUrl: null,
        expiraEn: new Date(now.getTime() + HOLD_MS + STRIPE_MARGIN_MS).toISOString(),
        fechaCompletado: null,
        fechaReembolso: null,
        notasAdmin: [],
        detalles: null,
        createdAt: stamp,
        updatedAt: stamp,
      };
      await this.deps.payments.insert(payment, trx);
      return { payment, nombreCampeonato: place.nombreCampeonato };
    });
    if (started.reuse) return started.reuse;

    const { payment } = started;
    let checkout;
    try {
      checkout = await this.deps.gateway.createCheckout({
        pagoId: payment.id,
        amountCents: payment.montoCentavos,
        currency: payment.moneda,
        productName: `Inscripción: ${started.nombreCampeonato}`,
        customerEmail: account.email,
        successUrl: `${this.deps.config.publicUrl}/pago-exitoso?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.deps.config.publicUrl}/pago-cancelado`,
        expiresAt: new Date(payment.expiraEn as string),
      });
    } catch (err) {
      // Without a checkout nothing can be paid: the held place goes back at once.
      await this.deps.payments.transition(payment.id, 'pendiente', 'fallido', { detalles: 'No se pudo crear la sesión de pago', updatedAt: now.toISOString() });
      throw gatewayUnavailable(err);
    }
    await this.deps.payments.setCheckout(payment.id, { stripeSessionId: checkout.sessionId, checkoutUrl: checkout.url }, this.deps.clock.now());
    return checkout;
  }
}
