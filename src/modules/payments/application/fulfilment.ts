import type { Clock } from '../../../platform/clock.js';
import { DomainError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import type { EnrolmentPorts, FreedPlaces } from './ports/enrolment-ports.port.js';
import { isDelayed, holdDeadline, voucherExpiry, VOUCHER_DAYS } from '../domain/payment-methods.js';
import type { AdminNote, Voucher } from '../domain/payment.entity.js';
import { confirmationMail } from './confirmation-mail.js';
import { holdMail, releaseMail } from './hold-mails.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';

export interface FulfilmentDeps {
  payments: PaymentRepository;
  records: PaymentRecordReader;
  enrol: EnrolmentPorts['enrol'];
  unenrol: EnrolmentPorts['unenrol'];
  /** Absent: no waiting list is told (the scheduler's pass still offers the place within a minute). */
  freedPlaces?: FreedPlaces;
  outbox: MailOutbox;
  clock: Clock;
  tx: TransactionRunner;
  logger: Logger;
}

/**
 * The one fulfilment of a card payment, shared by the webhook, the verification call, the demo
 * gateway and reconciliation. Each step is a conditional UPDATE (`… WHERE estado = 'pendiente'`)
 * run first in its transaction: only the call that changed the row goes on to enrol and queue the
 * e-mail, so replays, races between paths and several app servers all end in one `completado`,
 * one enrolment and one e-mail.
 */
export class Fulfilment {
  constructor(private readonly deps: FulfilmentDeps) {}

  /** Marks a paid checkout `completado`, enrols the driver and queues the confirmation; answers whether this call did it. */
  complete(paymentId: string, paymentIntentId: string | null, extra: { planMeses?: number | null } = {}): Promise<boolean> {
    return this.deps.tx.run(async (trx) => {
      const now = this.deps.clock.now().toISOString();
      const fields = {
        fechaCompletado: now,
        updatedAt: now,
        ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
        ...(extra.planMeses ? { planMeses: extra.planMeses } : {}),
      };
      if (await this.deps.payments.transition(paymentId, 'pendiente', 'completado', fields, trx)) {
        await this.enrolAndConfirm(paymentId, trx, { strict: false });
        return true;
      }
      // A voucher or transfer paid after its hold was released: the money arrived, so it is
      // completed; it enrols when a place is free, else it is 'Pagado sin lugar' for the admins.
      const payment = await this.deps.payments.findById(paymentId, trx);
      if (!payment || !isDelayed(payment.metodo)) return false;
      if (!(await this.deps.payments.transition(paymentId, 'fallido', 'completado', fields, trx))) return false;
      await this.deps.payments.appendNote(paymentId, { texto: 'Pago recibido después de liberar el lugar apartado', fecha: now, usuario: null }, trx);
      await this.enrolAndConfirm(paymentId, trx, { strict: false });
      return true;
    });
  }

  /**
   * Stripe issued the voucher (OXXO) or transfer details (SPEI) of a pending payment: the place is
   * 'Lugar apartado' until the voucher's expiry plus one business day, and the driver gets one
   * e-mail with what to pay. Only the first call records it (a replay finds the voucher there).
   */
  hold(paymentId: string, voucher: Voucher): Promise<boolean> {
    return this.deps.tx.run(async (trx) => {
      const now = this.deps.clock.now();
      const payment = await this.deps.payments.findById(paymentId, trx);
      if (!payment || !isDelayed(payment.metodo)) return false;
      const expiry = voucher.venceEn ? new Date(voucher.venceEn) : voucherExpiry(new Date(payment.createdAt), VOUCHER_DAYS);
      const ficha: Voucher = { ...voucher, venceEn: expiry.toISOString() };
      if (!(await this.deps.payments.recordVoucher(paymentId, ficha, holdDeadline(expiry).toISOString(), now, trx))) return false;
      const record = await this.deps.records.find(paymentId, trx);
      if (record?.usuario) await this.deps.outbox.enqueue(holdMail({ ...record, usuario: record.usuario }), trx);
      return true;
    });
  }

  /**
   * A held place whose payment will not arrive (Stripe said the voucher failed, or the deadline
   * passed and Stripe, asked, has no payment): `fallido`, the driver told, the place offered.
   */
  async release(paymentId: string, detalles: string): Promise<boolean> {
    const changed = await this.deps.tx.run(async (trx) => {
      const now = this.deps.clock.now().toISOString();
      if (!(await this.deps.payments.transition(paymentId, 'pendiente', 'fallido', { updatedAt: now, detalles }, trx))) return false;
      const record = await this.deps.records.find(paymentId, trx);
      if (record?.usuario && record.ficha) await this.deps.outbox.enqueue(releaseMail({ ...record, usuario: record.usuario }), trx);
      return true;
    });
    if (changed) await this.offerFreedPlace(paymentId);
    return changed;
  }

  /**
   * A checkout that can no longer be paid: `fallido`, which frees the held place; the call that
   * changed it then has the place offered to the championship's waiting list. That offer runs after
   * the change is committed: if it fails (or the server stops), the scheduler's pass offers it.
   */
  async expire(paymentId: string, detalles?: string): Promise<boolean> {
    const now = this.deps.clock.now().toISOString();
    const changed = await this.deps.payments.transition(paymentId, 'pendiente', 'fallido', { updatedAt: now, ...(detalles ? { detalles } : {}) });
    if (changed) await this.offerFreedPlace(paymentId);
    return changed;
  }

  private async offerFreedPlace(paymentId: string): Promise<void> {
    if (!this.deps.freedPlaces) return;
    const payment = await this.deps.payments.findById(paymentId);
    if (!payment) return;
    await this.deps.freedPlaces.execute(payment.campeonatoId).catch((err: unknown) => {
      this.deps.logger.warn({ err, campeonatoId: payment.campeonatoId }, 'No se pudo ofrecer el lugar liberado a la lista de espera; la tarea programada lo hará');
    });
  }

  /** The gateway refunded a completed payment (from its dashboard): `reembolsado`, and the place is released. */
  refundedByGateway(paymentIntentId: string): Promise<boolean> {
    return this.deps.tx.run(async (trx) => {
      const payment = await this.deps.payments.findByPaymentIntentId(paymentIntentId, trx);
      if (!payment) return false;
      const now = this.deps.clock.now().toISOString();
      if (!(await this.deps.payments.transition(payment.id, 'completado', 'reembolsado', { fechaReembolso: now, updatedAt: now }, trx))) return false;
      await this.deps.unenrol.execute({ campeonatoId: payment.campeonatoId, userId: payment.userId }, trx);
      const note: AdminNote = { texto: 'Estado cambiado de completado a reembolsado: reembolso hecho en la pasarela de pago', fecha: now, usuario: null };
      await this.deps.payments.appendNote(payment.id, note, trx);
      return true;
    });
  }

  /**
   * Enrols the payer of a completed payment and queues their confirmation. Already enrolled is
   * fine. Otherwise, `strict` (an admin's change) refuses with the enrolment's error; a paid
   * checkout keeps its `completado` and records why the place could not be given, for an admin
   * to refund: the money was taken either way.
   */
  async enrolAndConfirm(paymentId: string, trx: Transaction, { strict }: { strict: boolean }): Promise<void> {
    const record = await this.deps.records.find(paymentId, trx);
    if (!record) return;
    // The number and team chosen at the checkout, applied under the championship's lock as far as they still fit.
    const chosen = (await this.deps.payments.findById(paymentId, trx))?.detallesInscripcion ?? null;
    const details = chosen ? { ...(chosen.numeroAuto ? { numeroAuto: chosen.numeroAuto } : {}), ...(chosen.equipo ? { equipo: chosen.equipo } : {}) } : undefined;
    let leftOut: string[] = [];
    try {
      const enrolled = await this.deps.enrol.execute({ campeonatoId: record.campeonatoId, userId: record.userId, origen: 'pago', ...(details ? { details } : {}) }, trx);
      leftOut = (enrolled.leftOut ?? []).map((l) => `${l.motivo}: elige ${l.campo === 'equipo' ? 'otro equipo' : 'otro número'} desde la página del campeonato.`);
      // Kept with the payment too, so the success page tells him as well as the e-mail.
      if (leftOut.length && chosen) await this.deps.payments.update(paymentId, { detallesInscripcion: { ...chosen, noAplicados: leftOut } }, trx);
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== 'ALREADY_ENROLLED') {
        if (strict || !(err instanceof DomainError)) throw err;
        const detalles = `Pago recibido, pero no se pudo inscribir al piloto: ${err.message}. Reembolsa el pago.`;
        await this.deps.payments.update(paymentId, { detalles, sinLugar: true }, trx);
        this.deps.logger.warn({ pagoId: paymentId, code: err.code }, 'pago completado sin inscripción');
        return;
      }
    }
    if (record.usuario) await this.deps.outbox.enqueue(confirmationMail({ ...record, usuario: record.usuario }, leftOut), trx);
  }
}
