import { PAYMENT_MSG, type DemoActionResponse, type DemoSessionResponse } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { Actor } from '../../identity/index.js';
import { fromCents, isCheckoutLive, type Payment } from '../domain/payment.entity.js';
import { checkoutClosed, checkoutExpired, demoGatewayOff, sessionNotFound } from '../domain/payments.errors.js';
import { assertPayerOrAdmin } from './authorise.js';
import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { championshipSummaryOf } from './views.js';
import { pendingPath } from './create-checkout.use-case.js';
import { isDelayed } from '../domain/payment-methods.js';
import { clabeCheckDigit } from '../domain/clabe.js';
import type { PaymentMethod, Voucher } from '../domain/payment.entity.js';
import { randomInt } from 'node:crypto';
import { DEMO_PAGE_PATH, DEMO_SESSION_PARAM } from '../../../contracts/payments.messages.js';

/** The plan the demo gateway 'charges' meses sin intereses with. */
const DEMO_INSTALLMENTS = 3;

/** A voucher that charges nothing: a made-up OXXO reference, or a made-up CLABE (valid check digit) and reference. */
function demoVoucher(method: PaymentMethod, sessionId: string): Voucher {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
  // The 'printable voucher' is the demo page itself, which shows the simulated reference.
  const url = `${DEMO_PAGE_PATH}?${DEMO_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
  if (method === 'oxxo') return { referencia: `9000${digits(14)}`, clabe: null, url, venceEn: null };
  const first17 = `64618${digits(12)}`;
  return { referencia: digits(7), clabe: `${first17}${clabeCheckDigit(first17)}`, url, venceEn: null };
}

/**
 * The checkout page of the demo gateway (`/pago-demo`), which stands in for Stripe's when no key is
 * configured: its buttons run the same fulfilment a paid Stripe checkout runs and answer where
 * Stripe would send the browser (same-origin paths: the demo page is the app's own). Only while the demo gateway is the active one.
 */
export class DemoCheckout {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader; gateway: PaymentGateway; fulfilment: Fulfilment; clock: Clock }) {}

  async show(actor: Actor, sessionId: string): Promise<DemoSessionResponse> {
    const payment = await this.find(actor, sessionId);
    const record = await this.deps.records.find(payment.id);
    if (!record) throw sessionNotFound();
    return {
      sessionId,
      estado: record.estado,
      monto: fromCents(record.montoCentavos),
      moneda: record.moneda,
      campeonato: championshipSummaryOf(record),
      expiraEn: record.expiraEn ?? record.createdAt,
      metodo: record.metodo,
      ficha: record.ficha,
    };
  }

  async pay(actor: Actor, sessionId: string): Promise<DemoActionResponse> {
    const payment = await this.find(actor, sessionId);
    const success = { redirectUrl: `/pago-exitoso?session_id=${encodeURIComponent(sessionId)}` };
    if (payment.estado === 'completado') return success;
    if (payment.estado === 'pendiente' && !isCheckoutLive(payment, this.deps.clock.now())) {
      await this.deps.fulfilment.expire(payment.id);
      throw checkoutExpired();
    }
    if (payment.estado !== 'pendiente') throw checkoutClosed();
    // OXXO and SPEI: the 'checkout' issues a voucher or transfer details and holds the place, as Stripe's would.
    if (isDelayed(payment.metodo)) {
      if (!payment.ficha) await this.deps.fulfilment.hold(payment.id, demoVoucher(payment.metodo, sessionId));
      return { redirectUrl: pendingPath(sessionId) };
    }
    await this.deps.fulfilment.complete(payment.id, null, { planMeses: payment.metodo === 'msi' ? DEMO_INSTALLMENTS : null });
    return success;
  }

  /** Simulates the cash or transfer arriving for a held place (as Stripe's `async_payment_succeeded`). */
  async simulatePaid(actor: Actor, sessionId: string): Promise<DemoActionResponse> {
    const payment = await this.find(actor, sessionId);
    if (!payment.ficha) throw checkoutClosed();
    await this.deps.fulfilment.complete(payment.id, null);
    return { redirectUrl: `/pago-exitoso?session_id=${encodeURIComponent(sessionId)}` };
  }

  /** Simulates the voucher expiring unpaid (as Stripe's `async_payment_failed`): the place is released. */
  async simulateExpired(actor: Actor, sessionId: string): Promise<DemoActionResponse> {
    const payment = await this.find(actor, sessionId);
    if (!payment.ficha || payment.estado !== 'pendiente') throw checkoutClosed();
    // Two presses at once both read it pending: only the one whose release changed it expired it.
    if (!(await this.deps.fulfilment.release(payment.id, 'La ficha venció sin pago (simulado en la demostración)'))) throw checkoutClosed();
    return { redirectUrl: pendingPath(sessionId) };
  }

  /** Leaving the checkout gives the place back at once (a Stripe checkout would hold it until it expires). */
  async cancel(actor: Actor, sessionId: string): Promise<DemoActionResponse> {
    const payment = await this.find(actor, sessionId);
    if (payment.estado === 'completado' || payment.estado === 'reembolsado') throw checkoutClosed();
    await this.deps.fulfilment.expire(payment.id, PAYMENT_MSG.demoCancelled);
    return { redirectUrl: '/pago-cancelado' };
  }

  private async find(actor: Actor, sessionId: string): Promise<Payment> {
    if (this.deps.gateway.name !== 'demo') throw demoGatewayOff();
    const payment = await this.deps.payments.findBySessionId(sessionId);
    if (!payment || payment.pasarela !== 'demo') throw sessionNotFound();
    assertPayerOrAdmin(actor, payment);
    return payment;
  }
}
