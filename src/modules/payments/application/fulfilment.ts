import type { Clock } from '../../../platform/clock.js';
import { DomainError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import type { EnrolmentPorts, FreedPlaces } from './ports/enrolment-ports.port.js';
import { isDelayed, holdDeadline, voucherExpiry, VOUCHER_DAYS } from '../domain/payment-methods.js';
import type { AdminNote, Voucher } from '../domain/payment.entity.js';
import { confirmationMail } from './confirmation-mail.js';
import type { AdminDirectory } from './ports/account-directory.port.js';
import { decisionDeadlineOf } from './views.js';
import { paidWithoutPlaceAdminMail, paidWithoutPlaceMail } from './without-place-mails.js';
import { holdMail, releaseMail } from './hold-mails.js';
import type { PaymentRecord, PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';

export interface FulfilmentDeps {
  payments: PaymentRepository;
  records: PaymentRecordReader;
  enrol: EnrolmentPorts['enrol'];
  unenrol: EnrolmentPorts['unenrol'];
  /** Absent: no waiting list is told (the scheduler's pass still offers the place within a minute). */
  freedPlaces?: FreedPlaces;
  /** The admins told of a payment that arrived without a place (identity's accounts); absent: only the driver is told. */
  admins?: AdminDirectory;
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
  async complete(paymentId: string, paymentIntentId: string | null, extra: { planMeses?: number | null } = {}): Promise<boolean> {
    const outcome = await this.deps.tx.run(async (trx): Promise<{ won: boolean; withoutPlace?: PaymentRecord | null }> => {
      const now = this.deps.clock.now().toISOString();
      const fields = {
        fechaCompletado: now,
        updatedAt: now,
        ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
        ...(extra.planMeses ? { planMeses: extra.planMeses } : {}),
      };
      if (await this.deps.payments.transition(paymentId, 'pendiente', 'completado', fields, trx)) {
        return { won: true, withoutPlace: await this.enrolAndConfirm(paymentId, trx, { strict: false }) };
      }
      // A voucher or transfer paid after its hold was released: the money arrived, so it is
      // completed; it enrols when a place is free, else it is 'Pagado sin lugar' for the admins.
      const payment = await this.deps.payments.findById(paymentId, trx);
      if (!payment || !isDelayed(payment.metodo)) return { won: false };
      if (!(await this.deps.payments.transition(paymentId, 'fallido', 'completado', fields, trx))) return { won: false };
      await this.deps.payments.appendNote(paymentId, { texto: 'Pago recibido después de liberar el lugar apartado', fecha: now, usuario: null }, trx);
      return { won: true, withoutPlace: await this.enrolAndConfirm(paymentId, trx, { strict: false }) };
    });
    // The admins are told by the call that made the change, once it is committed (their list is read outside the transaction).
    if (outcome.withoutPlace) await this.tellAdmins(outcome.withoutPlace);
    return outcome.won;
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
  async enrolAndConfirm(paymentId: string, trx: Transaction, { strict }: { strict: boolean }): Promise<PaymentRecord | null> {
    const record = await this.deps.records.find(paymentId, trx);
    if (!record) return null;
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
        const withoutPlace = { ...record, detalles, sinLugar: true };
        await this.tellPaidWithoutPlace(withoutPlace, trx);
        return withoutPlace;
      }
    }
    if (record.usuario) await this.deps.outbox.enqueue(confirmationMail({ ...record, usuario: record.usuario }, leftOut), trx);
    return null;
  }

  /**
   * A payment that arrived with no place left: the driver is told the truth (paid, not enrolled
   * yet, what the admins will do and by when) in the transaction that marked it, so a replay that
   * changes nothing sends nothing.
   */
  private async tellPaidWithoutPlace(record: PaymentRecord, trx: Transaction): Promise<void> {
    const plazo = decisionDeadlineOf(record);
    if (record.usuario && plazo) await this.deps.outbox.enqueue(paidWithoutPlaceMail({ ...record, usuario: record.usuario }, plazo), trx);
  }

  /** Every admin is told a payment without a place waits for them, with the deadline promised to the driver. */
  private async tellAdmins(record: PaymentRecord): Promise<void> {
    const plazo = decisionDeadlineOf(record);
    if (!record.usuario || !plazo || !this.deps.admins) return;
    const named = { ...record, usuario: record.usuario };
    try {
      for (const admin of await this.deps.admins.admins()) await this.deps.outbox.enqueue(paidWithoutPlaceAdminMail(admin, named, plazo));
    } catch (err) {
      this.deps.logger.error({ err, pagoId: record.id }, 'No se pudo avisar a los administradores de un pago sin lugar; aparece en Pagos, situación «Pagado sin lugar»');
    }
  }
}
