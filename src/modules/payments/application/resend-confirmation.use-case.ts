import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { onlyCompletedConfirmation, paymentNotFound } from '../domain/payments.errors.js';
import { confirmationMail } from './confirmation-mail.js';
import { decisionDeadlineOf } from './views.js';
import { paidWithoutPlaceMail } from './without-place-mails.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';

/** POST /api/payments/admin/{id}/reenviar-confirmacion: queues the confirmation e-mail again. */
export class ResendConfirmation {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader; outbox: MailOutbox; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const record = await this.deps.records.find(id);
    if (!record || !record.usuario) throw paymentNotFound();
    if (record.estado !== 'completado') throw onlyCompletedConfirmation();
    const named = { ...record, usuario: record.usuario };
    // Paid without a place is not an enrolment: what goes again is what he was told, never a confirmation.
    const plazo = decisionDeadlineOf(record);
    await this.deps.tx.run(async (trx) => {
      await this.deps.outbox.enqueue(plazo ? paidWithoutPlaceMail(named, plazo) : confirmationMail(named), trx);
      await this.deps.audit.record(staffChange(actor, 'pago.confirmacion-reenviada', { tipo: 'pago', id }), trx);
    });
  }
}
