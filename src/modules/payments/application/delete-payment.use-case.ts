import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { paymentSummary } from '../domain/payment.entity.js';
import { completedCannotBeDeleted, paymentNotFound } from '../domain/payments.errors.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';

/** DELETE /api/payments/admin/{id}: refused (409) while `completado`, until it is set to `reembolsado`. */
export class DeletePayment {
  constructor(private readonly deps: { payments: PaymentRepository; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    await this.deps.tx.run(async (trx) => {
      const payment = await this.deps.payments.lockById(id, trx);
      if (!payment) throw paymentNotFound();
      if (payment.estado === 'completado') throw completedCannotBeDeleted();
      await this.deps.payments.delete(id, trx);
      await this.deps.audit.record(staffChange(actor, 'pago.eliminado', { tipo: 'pago', id }, paymentSummary(payment), null), trx);
    });
  }
}
