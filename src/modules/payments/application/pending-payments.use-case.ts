import type { MyPendingPaymentsResponse, PendingPaymentResponse } from '../../../contracts/payments.contract.js';
import type { Actor } from '../../identity/index.js';
import { sessionNotFound } from '../domain/payments.errors.js';
import { assertPayerOrAdmin } from './authorise.js';
import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { settleWithGateway } from './settle.js';
import { toPendingView } from './views.js';

/**
 * `/pago-pendiente` and the profile: a driver's OXXO voucher or SPEI transfer, the amount and the
 * deadline. Stripe sends the browser here before its event may have arrived, and the driver comes
 * back after paying, so a pending payment is first settled with the gateway (the voucher recorded,
 * or the payment fulfilled by the same step as the webhook).
 */
export class PendingPayments {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader; gateway: PaymentGateway; fulfilment: Fulfilment }) {}

  async bySession(actor: Actor, sessionId: string): Promise<PendingPaymentResponse> {
    const payment = await this.deps.payments.findBySessionId(sessionId);
    if (!payment) throw sessionNotFound();
    assertPayerOrAdmin(actor, payment);
    if (payment.estado === 'pendiente') await settleWithGateway(this.deps, payment);
    const record = await this.deps.records.find(payment.id);
    if (!record) throw sessionNotFound();
    return toPendingView(record);
  }

  async mine(actor: Actor): Promise<MyPendingPaymentsResponse> {
    const pending = (await this.deps.payments.pendingOf(actor.id)).filter((p) => p.ficha);
    const records = await Promise.all(pending.map((p) => this.deps.records.find(p.id)));
    return { pagos: records.flatMap((r) => (r ? [toPendingView(r)] : [])) };
  }
}
