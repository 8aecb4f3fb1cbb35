import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { PAYMENT_METHOD_MSG, type PaymentView } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError } from '../../../platform/errors.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { paymentNotFound } from '../domain/payments.errors.js';
import { noteAuthor } from './actor-name.js';
import { confirmationMail } from './confirmation-mail.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { EnrolmentPorts } from './ports/enrolment-ports.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { toPaymentView } from './views.js';

/**
 * POST /api/payments/admin/{id}/inscribir-sin-cupo: a payment 'Pagado sin lugar' (it arrived after
 * its held place was released and the championship filled) is settled by enrolling the driver over
 * the capacity, with the usual confirmation; refunding is the other way out.
 */
export class EnrolWithoutPlace {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      records: PaymentRecordReader;
      enrol: EnrolmentPorts['enrol'];
      accounts: AccountDirectory;
      outbox: MailOutbox;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  async execute(actor: Actor, id: string): Promise<PaymentView> {
    assertAdmin(actor);
    const author = await noteAuthor(actor, this.deps.accounts);
    await this.deps.tx.run(async (trx) => {
      const payment = await this.deps.payments.lockById(id, trx);
      if (!payment) throw paymentNotFound();
      if (payment.estado !== 'completado' || !payment.sinLugar) throw new ConflictError('NOT_PAID_WITHOUT_PLACE', PAYMENT_METHOD_MSG.onlyPaidWithoutPlace);
      await this.deps.enrol.execute({ campeonatoId: payment.campeonatoId, userId: payment.userId, origen: 'pago', overCapacity: true }, trx);
      const now = this.deps.clock.now().toISOString();
      await this.deps.payments.update(id, { sinLugar: false, detalles: null, updatedAt: now }, trx);
      await this.deps.payments.appendNote(id, { texto: 'Inscrito sobre el cupo: el pago llegó después de liberar su lugar apartado', fecha: now, usuario: author }, trx);
      await this.deps.audit.record(staffChange(actor, 'pago.inscrito-sin-cupo', { tipo: 'pago', id }, { sinLugar: true }, { sinLugar: false }), trx);
      const record = await this.deps.records.find(id, trx);
      if (record?.usuario) await this.deps.outbox.enqueue(confirmationMail({ ...record, usuario: record.usuario }), trx);
    });
    const record = await this.deps.records.find(id);
    if (!record) throw paymentNotFound();
    return toPaymentView(record);
  }
}
