import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { updatePaymentStateSchema, type PaymentView } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { EnrolmentPorts } from './ports/enrolment-ports.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { stateChangeNote, type Payment } from '../domain/payment.entity.js';
import { gatewayRefundNeedsCompleted, gatewayRefundNotPossible, oxxoRefundIsManual, paymentNotFound } from '../domain/payments.errors.js';
import { noteAuthor } from './actor-name.js';
import type { Fulfilment } from './fulfilment.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { PaymentGateway, StripeSwitch } from './ports/payment-gateway.port.js';
import { stripeTurnedOff } from './switched-gateway.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { toPaymentView } from './views.js';

/**
 * PUT /api/payments/admin/{id}/estado: an admin sets any of the four states. The driver is enrolled
 * exactly while the payment is `completado`: moving into it enrols (refused if the championship
 * cannot take them), moving out of it releases the place. Each change appends a note with who and
 * when. With `reembolsarEnPasarela` the refund is also made in the gateway, with an idempotency
 * key, as the last step before the change is committed; the gateway's later `charge.refunded`
 * then finds the payment already `reembolsado` and changes nothing.
 */
export class UpdatePaymentState {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      records: PaymentRecordReader;
      gateway: PaymentGateway;
      fulfilment: Fulfilment;
      unenrol: EnrolmentPorts['unenrol'];
      accounts: AccountDirectory;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
      /** Whether the league uses Stripe (privacy's processors); stand-ins without it use it. */
      stripe?: StripeSwitch;
    },
  ) {}

  async execute(actor: Actor, id: string, raw: unknown): Promise<PaymentView> {
    assertAdmin(actor);
    const input = parseOrThrow(updatePaymentStateSchema, raw ?? {});
    const author = await noteAuthor(actor, this.deps.accounts);
    // Asked before the transaction: with Stripe turned off nothing is sent to it, and nothing changes here.
    if (input.reembolsarEnPasarela && this.deps.stripe && !(await this.deps.stripe.stripeOn())) throw stripeTurnedOff();
    await this.deps.tx.run(async (trx) => {
      const payment = await this.deps.payments.lockById(id, trx);
      if (!payment) throw paymentNotFound();
      const from = payment.estado;
      const to = input.estado;
      if (input.reembolsarEnPasarela) this.assertGatewayRefund(payment, to);
      const now = this.deps.clock.now().toISOString();
      const fields: Partial<Payment> = { estado: to, updatedAt: now };
      if (to === 'completado' && from !== 'completado') fields.fechaCompletado = payment.fechaCompletado ?? now;
      if (to === 'reembolsado' && from !== 'reembolsado') fields.fechaReembolso = now;
      await this.deps.payments.update(id, fields, trx);
      if (to === 'completado' && from !== 'completado') await this.deps.fulfilment.enrolAndConfirm(id, trx, { strict: true });
      if (from === 'completado' && to !== 'completado') await this.deps.unenrol.execute({ campeonatoId: payment.campeonatoId, userId: payment.userId }, trx);
      const refund = input.reembolsarEnPasarela ? ' Reembolso hecho en la pasarela de pago.' : '';
      await this.deps.payments.appendNote(id, { texto: `${stateChangeNote(from, to, input.notas)}${refund}`.trim(), fecha: now, usuario: author }, trx);
      const despues = { estado: to, reembolsoEnPasarela: input.reembolsarEnPasarela ? true : null, notas: input.notas ?? null };
      await this.deps.audit.record(staffChange(actor, 'pago.estado-cambiado', { tipo: 'pago', id }, { estado: from }, despues), trx);
      if (input.reembolsarEnPasarela) {
        // Last: a failure rolls the change back; a retry sends the same key, so Stripe refunds once.
        await this.deps.gateway.refund(payment.stripePaymentIntentId ?? payment.id, `reembolso-${payment.id}`);
      }
    });
    const record = await this.deps.records.find(id);
    if (!record) throw paymentNotFound();
    return toPaymentView(record);
  }

  private assertGatewayRefund(payment: Payment, to: Payment['estado']): void {
    if (to !== 'reembolsado' || payment.estado !== 'completado') throw gatewayRefundNeedsCompleted();
    if (payment.pasarela !== this.deps.gateway.name) throw gatewayRefundNotPossible();
    // Stripe cannot refund OXXO: 'Reembolsar' records a manual SPEI refund instead.
    if (payment.metodo === 'oxxo') throw oxxoRefundIsManual();
    if (payment.pasarela === 'stripe' && !payment.stripePaymentIntentId) throw gatewayRefundNotPossible();
  }
}
