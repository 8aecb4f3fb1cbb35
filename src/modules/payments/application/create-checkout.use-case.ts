import { createCheckoutSchema, type CreateCheckoutResponse } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { Config } from '../../../platform/config.js';
import { ConflictError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { EnrolmentPorts, EntryRules } from './ports/enrolment-ports.port.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_MSG, type PaymentMethod } from '../../../contracts/payments.messages.js';
import { formatDeadline } from '../../../contracts/formats.js';
import { ValidationError } from '../../../platform/errors.js';
import { isDelayed, VOUCHER_DAYS } from '../domain/payment-methods.js';
import { CARD_PAYMENT_FIELDS, HOLD_MS, type Payment } from '../domain/payment.entity.js';
import { optionsFor } from './method-options.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { GatewayCustomers, MethodSettingsRepository } from './ports/method-settings.port.js';
import { gatewayUnavailable, otherMethodOpen } from '../domain/payments.errors.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { PaymentGateway, StripeSwitch } from './ports/payment-gateway.port.js';
import { isTurnedOff, stripeTurnedOff } from './switched-gateway.js';
import { PROCESSOR_OFF_MSG } from '../../../contracts/privacy.messages.js';
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
/** How long a press waits, and how often it looks, for the session another press of the same driver is creating. */
const START_WAIT_MS = 200;
const START_WAIT_LIMIT_MS = 15_000;
const checkoutStarting = () => new ConflictError('CHECKOUT_STARTING', 'Ya estamos creando tu pago en otra pestaña o con otro clic: espera unos segundos y vuelve a intentarlo.');

export class CreateCheckout {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      gateway: PaymentGateway;
      enrol: EnrolmentPorts['enrol'];
      accounts: AccountDirectory;
      catalog: ChampionshipCatalog;
      methodSettings: MethodSettingsRepository;
      customers: GatewayCustomers;
      clock: Clock;
      newPaymentId: IdGenerator;
      tx: TransactionRunner;
      config: Config;
      /** The priority window and licence gate (docs/adr/0033, 0037); stand-ins without it ask neither. */
      entryRules?: EntryRules;
      /** Whether the league uses Stripe (privacy's processors); stand-ins without it use it. */
      stripe?: StripeSwitch;
    },
  ) {}

  async execute(actor: Actor, raw: unknown): Promise<CreateCheckoutResponse> {
    assertMayAct(actor);
    const { campeonatoId, metodo, numeroAuto, equipo } = parseOrThrow(createCheckoutSchema, raw ?? {});
    const details = { ...(numeroAuto !== undefined && numeroAuto !== null ? { numeroAuto } : {}), ...(equipo !== undefined && equipo !== null ? { equipo } : {}) };
    const chosen = Object.keys(details).length > 0 ? details : undefined;
    const account = await this.deps.accounts.find(actor.id);
    if (!account) throw new UnauthenticatedError();
    // Asked before any lock: the gate's figures may come from iRacing over the network.
    await this.deps.entryRules?.assertMayEnter(campeonatoId, account.id);
    // The driver's method must be one the championship offers now (it says why not otherwise).
    const offered = await optionsFor(this.deps, campeonatoId);
    // With Stripe turned off nothing is paid online: refused before any place is held or anything is sent.
    if (!offered.enLinea) throw stripeTurnedOff(PROCESSOR_OFF_MSG.stripeCheckout);
    const option = offered.options.find((o) => o.metodo === metodo);
    if (!option?.disponible) {
      const reason = option?.motivo ?? PAYMENT_METHOD_MSG.notOffered;
      throw new ValidationError(reason, { metodo: reason });
    }
    // A bank transfer needs the driver's one customer at the gateway, created before any lock is taken.
    const customerId = metodo === 'spei' ? await this.customerOf(account) : undefined;
    const now = this.deps.clock.now();

    const attempt = () => this.deps.tx.run(async (trx) => {
      // The number and team are checked under the same lock, and only kept with the payment: nothing is held until it is paid.
      const place = await this.deps.enrol.checkPlace({ campeonatoId, userId: account.id, ...(chosen ? { details: chosen } : {}) }, trx);
      const live = await this.deps.payments.findLiveCheckout(account.id, campeonatoId, now, trx);
      // Another press is asking the gateway for this driver's session right now: wait for it rather than start a second payment.
      if (live && !live.stripeSessionId) return { starting: true as const };
      // A second click while the first checkout runs goes back to it instead of holding two places;
      // a place already held by a voucher or transfer is shown again (one open hold per driver and championship).
      // Another method is never answered silently with the open one: he is told, and may cancel it (unless its voucher is issued).
      if (live?.stripeSessionId && live.metodo !== metodo) throw otherMethodOpen(otherMethodMessage(live, metodo), Boolean(live.ficha));
      if (live?.stripeSessionId && live.ficha) return { reuse: { sessionId: live.stripeSessionId, url: pendingPath(live.stripeSessionId) } };
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
        ...CARD_PAYMENT_FIELDS,
        metodo,
        detallesInscripcion: chosen ?? null,
        createdAt: stamp,
        updatedAt: stamp,
      };
      await this.deps.payments.insert(payment, trx);
      return { payment, nombreCampeonato: place.nombreCampeonato };
    });
    let started = await attempt();
    for (let waited = 0; 'starting' in started; waited += START_WAIT_MS) {
      if (waited >= START_WAIT_LIMIT_MS) throw checkoutStarting();
      await new Promise((resolve) => setTimeout(resolve, START_WAIT_MS));
      started = await attempt();
    }
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
        successUrl: `${this.deps.config.publicUrl}${isDelayed(metodo) ? '/pago-pendiente' : '/pago-exitoso'}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.deps.config.publicUrl}/pago-cancelado`,
        expiresAt: new Date(payment.expiraEn as string),
        method: metodo,
        voucherDays: VOUCHER_DAYS,
        ...(customerId ? { customerId } : {}),
      });
    } catch (err) {
      // Without a checkout nothing can be paid: the held place goes back at once.
      await this.deps.payments.transition(payment.id, 'pendiente', 'fallido', { detalles: 'No se pudo crear la sesión de pago', updatedAt: now.toISOString() });
      throw isTurnedOff(err) ? err : gatewayUnavailable(err);
    }
    await this.deps.payments.setCheckout(payment.id, { stripeSessionId: checkout.sessionId, checkoutUrl: checkout.url }, this.deps.clock.now());
    return checkout;
  }

  private async customerOf(account: { id: string; email: string; nombre?: string; apellido?: string }): Promise<string> {
    const known = await this.deps.customers.find(account.id);
    if (known) return known;
    const name = [account.nombre, account.apellido].filter(Boolean).join(' ') || account.email;
    let created;
    try {
      created = await this.deps.gateway.createCustomer(account.email, name, `cliente-${account.id}`);
    } catch (err) {
      throw isTurnedOff(err) ? err : gatewayUnavailable(err);
    }
    return this.deps.customers.save(account.id, created, this.deps.clock.now());
  }
}

/** The page that shows a held place's voucher or transfer details. */
export function pendingPath(sessionId: string): string {
  return `/pago-pendiente?session_id=${encodeURIComponent(sessionId)}`;
}

/** What a driver asking for `wanted` reads while his checkout with another method is open. */
function otherMethodMessage(open: Payment, wanted: PaymentMethod): string {
  const was = PAYMENT_METHOD_LABELS[open.metodo];
  if (open.ficha && open.expiraEn) {
    const what = open.metodo === 'oxxo' ? 'tu ficha ya aparta tu lugar' : 'tus datos de transferencia ya apartan tu lugar';
    const pay = open.metodo === 'oxxo' ? 'Págala' : 'Haz la transferencia';
    return `Ya tienes un pago abierto con ${was} para este campeonato, y ${what} hasta el ${formatDeadline(open.expiraEn)}. ${pay}, o espera a que venza para elegir otro método.`;
  }
  return `Ya tienes un pago abierto con ${was} para este campeonato. Para seguir con él, elige ${was}; o cancélalo y empieza de nuevo con ${PAYMENT_METHOD_LABELS[wanted]}.`;
}
