import { PAYMENT_MSG, type VerifyPaymentResponse } from '../../../contracts/payments.contract.js';
import type { Actor } from '../../identity/index.js';
import { paymentNotCompleted, paymentPending, sessionNotFound } from '../domain/payments.errors.js';
import { assertPayerOrAdmin } from './authorise.js';
import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { settleWithGateway } from './settle.js';
import { championshipSummaryOf, decisionDeadlineOf } from './views.js';

/**
 * GET /api/payments/verificar-pago/{sessionId}: the success page asks, in case the webhook has not
 * arrived yet. A pending payment is checked with the gateway and fulfilled by the same step the
 * webhook runs. Only the payer or an admin may ask.
 */
export class VerifyPayment {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader; gateway: PaymentGateway; fulfilment: Fulfilment }) {}

  async execute(actor: Actor, sessionId: string): Promise<VerifyPaymentResponse> {
    const payment = await this.deps.payments.findBySessionId(sessionId);
    if (!payment) throw sessionNotFound();
    assertPayerOrAdmin(actor, payment);
    if (payment.estado === 'pendiente' && payment.pasarela === this.deps.gateway.name) await settleWithGateway(this.deps, payment);
    const record = await this.deps.records.find(payment.id);
    if (!record) throw sessionNotFound();
    if (record.estado === 'pendiente') throw paymentPending(PAYMENT_MSG.notCompleted);
    if (record.estado === 'fallido') throw paymentNotCompleted('PAYMENT_FAILED', PAYMENT_MSG.failed);
    if (record.estado === 'reembolsado') throw paymentNotCompleted('PAYMENT_REFUNDED', PAYMENT_MSG.refunded);
    // Read after settling: enrolling may have left out the number or team chosen.
    const avisos = (await this.deps.payments.findById(payment.id))?.detallesInscripcion?.noAplicados ?? [];
    // Paid with no place left: he is not enrolled, and is told so and what happens next.
    const plazoDecision = decisionDeadlineOf(record);
    return {
      message: plazoDecision ? PAYMENT_MSG.paidWithoutPlace : PAYMENT_MSG.success,
      estado: record.estado,
      pagoId: record.id,
      campeonato: championshipSummaryOf(record),
      metodo: record.metodo,
      avisos,
      sinLugar: plazoDecision !== null,
      plazoDecision,
    };
  }
}
