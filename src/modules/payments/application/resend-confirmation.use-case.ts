import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { onlyCompletedConfirmation, paymentNotFound } from '../domain/payments.errors.js';
import { confirmationMail } from './confirmation-mail.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';

/** POST /api/payments/admin/{id}/reenviar-confirmacion: queues the confirmation e-mail again. */
export class ResendConfirmation {
  constructor(private readonly deps: { payments: PaymentRepository; records: PaymentRecordReader; outbox: MailOutbox }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const record = await this.deps.records.find(id);
    if (!record || !record.usuario) throw paymentNotFound();
    if (record.estado !== 'completado') throw onlyCompletedConfirmation();
    await this.deps.outbox.enqueue(confirmationMail({ ...record, usuario: record.usuario }));
  }
}
