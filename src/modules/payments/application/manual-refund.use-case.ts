import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { manualRefundSchema, PAYMENT_METHOD_MSG, trackingKeySchema, type PaymentView } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { clabeProblem } from '../domain/clabe.js';
import { toCents, type ManualRefund } from '../domain/payment.entity.js';
import { invalidClabe, manualRefundExists, manualRefundOnlyOxxo, noManualRefund, paymentNotFound, refundNeedsPaid, refundTooLarge } from '../domain/payments.errors.js';
import { noteAuthor } from './actor-name.js';
import { manualRefundMail } from './hold-mails.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { EnrolmentPorts } from './ports/enrolment-ports.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { toPaymentView } from './views.js';

/**
 * 'Reembolsar' on an OXXO payment, which Stripe cannot refund: the admin records the driver's CLABE
 * (18 digits, check digit validated) and the amount; the payment becomes `reembolsado` (the place
 * is released) and the driver is mailed. Once the SPEI transfer is sent, its tracking key is
 * recorded and mailed too. Every refusal is a Spanish 4xx naming the field and changes nothing.
 */
export class ManualRefundPayment {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      records: PaymentRecordReader;
      unenrol: EnrolmentPorts['unenrol'];
      accounts: AccountDirectory;
      outbox: MailOutbox;
      clock: Clock;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  async record(actor: Actor, id: string, raw: unknown): Promise<PaymentView> {
    assertAdmin(actor);
    const input = parseOrThrow(manualRefundSchema, raw ?? {});
    const problem = clabeProblem(input.clabe);
    if (problem) throw invalidClabe(problem);
    const author = await noteAuthor(actor, this.deps.accounts);
    await this.deps.tx.run(async (trx) => {
      const payment = await this.deps.payments.lockById(id, trx);
      if (!payment) throw paymentNotFound();
      if (payment.metodo !== 'oxxo') throw manualRefundOnlyOxxo(PAYMENT_METHOD_MSG.manualRefundOnlyOxxo);
      if (payment.reembolsoManual) throw manualRefundExists();
      if (payment.estado !== 'completado') throw refundNeedsPaid();
      const cents = toCents(input.monto);
      if (cents > payment.montoCentavos) throw refundTooLarge();
      const now = this.deps.clock.now().toISOString();
      const refund: ManualRefund = { clabe: input.clabe, montoCentavos: cents, claveRastreo: input.claveRastreo ?? null, registradoEn: now, enviadoEn: input.claveRastreo ? now : null };
      await this.deps.payments.update(id, { estado: 'reembolsado', fechaReembolso: now, updatedAt: now, reembolsoManual: refund }, trx);
      await this.deps.unenrol.execute({ campeonatoId: payment.campeonatoId, userId: payment.userId }, trx);
      await this.deps.payments.appendNote(id, { texto: `Estado cambiado de completado a reembolsado: reembolso manual por SPEI a la CLABE ${input.clabe}`, fecha: now, usuario: author }, trx);
      const despues = { estado: 'reembolsado', reembolsoManual: refund };
      await this.deps.audit.record(staffChange(actor, 'pago.reembolso-manual', { tipo: 'pago', id }, { estado: payment.estado, reembolsoManual: null }, despues), trx);
      await this.mail(id, trx);
    });
    return this.view(id);
  }

  /** The SPEI tracking key once the refund was sent; another key corrects it, the same one changes nothing. */
  async markSent(actor: Actor, id: string, raw: unknown): Promise<PaymentView> {
    assertAdmin(actor);
    const { claveRastreo } = parseOrThrow(trackingKeySchema, raw ?? {});
    const author = await noteAuthor(actor, this.deps.accounts);
    await this.deps.tx.run(async (trx) => {
      const payment = await this.deps.payments.lockById(id, trx);
      if (!payment) throw paymentNotFound();
      if (!payment.reembolsoManual) throw noManualRefund(PAYMENT_METHOD_MSG.noManualRefund);
      // The same key again (a second click, a retry) is the refund already marked: no new note, no second e-mail.
      if (payment.reembolsoManual.enviadoEn && payment.reembolsoManual.claveRastreo === claveRastreo) return;
      const now = this.deps.clock.now().toISOString();
      await this.deps.payments.update(id, { reembolsoManual: { ...payment.reembolsoManual, claveRastreo, enviadoEn: now }, updatedAt: now }, trx);
      await this.deps.payments.appendNote(id, { texto: `Reembolso manual enviado por SPEI, clave de rastreo ${claveRastreo}`, fecha: now, usuario: author }, trx);
      const antes = { claveRastreo: payment.reembolsoManual.claveRastreo, enviadoEn: payment.reembolsoManual.enviadoEn };
      await this.deps.audit.record(staffChange(actor, 'pago.reembolso-enviado', { tipo: 'pago', id }, antes, { claveRastreo, enviadoEn: now }), trx);
      await this.mail(id, trx);
    });
    return this.view(id);
  }

  private async mail(id: string, trx: unknown): Promise<void> {
    const record = await this.deps.records.find(id, trx);
    if (record?.usuario && record.reembolsoManual) await this.deps.outbox.enqueue(manualRefundMail({ ...record, usuario: record.usuario }), trx);
  }

  private async view(id: string): Promise<PaymentView> {
    const record = await this.deps.records.find(id);
    if (!record) throw paymentNotFound();
    return toPaymentView(record);
  }
}
