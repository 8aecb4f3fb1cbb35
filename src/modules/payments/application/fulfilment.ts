import type { Clock } from '../../../platform/clock.js';
import { DomainError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import type { EnrolmentPorts, FreedPlaces } from './ports/enrolment-ports.port.js';
import type { AdminNote } from '../domain/payment.entity.js';
import { confirmationMail } from './confirmation-mail.js';
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
  complete(paymentId: string, paymentIntentId: string | null): Promise<boolean> {
    return this.deps.tx.run(async (trx) => {
      const now = this.deps.clock.now().toISOString();
      const fields = { fechaCompletado: now, updatedAt: now, ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}) };
      if (!(await this.deps.payments.transition(paymentId, 'pendiente', 'completado', fields, trx))) return false;
      await this.enrolAndConfirm(paymentId, trx, { strict: false });
      return true;
    });
  }

  /**
   * A checkout that can no longer be paid: `fallido`, which frees the held place; the call that
   * changed it then has the place offered to the championship's waiting list. That offer runs after
   * the change is committed: if it fails (or the server stops), the scheduler's pass offers it.
   */
  async expire(paymentId: string, detalles?: string): Promise<boolean> {
    const now = this.deps.clock.now().toISOString();
    const changed = await this.deps.payments.transition(paymentId, 'pendiente', 'fallido', { updatedAt: now, ...(detalles ? { detalles } : {}) });
    if (changed && this.deps.freedPlaces) {
      const payment = await this.deps.payments.findById(paymentId);
      if (payment) {
        await this.deps.freedPlaces.execute(payment.campeonatoId).catch((err: unknown) => {
          this.deps.logger.warn({ err, campeonatoId: payment.campeonatoId }, 'No se pudo ofrecer el lugar liberado a la lista de espera; la tarea programada lo hará');
        });
      }
    }
    return changed;
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
    try {
      await this.deps.enrol.execute({ campeonatoId: record.campeonatoId, userId: record.userId, origen: 'pago' }, trx);
    } catch (err) {
      if (!(err instanceof DomainError) || err.code !== 'ALREADY_ENROLLED') {
        if (strict || !(err instanceof DomainError)) throw err;
        const detalles = `Pago recibido, pero no se pudo inscribir al piloto: ${err.message}. Reembolsa el pago.`;
        await this.deps.payments.update(paymentId, { detalles }, trx);
        this.deps.logger.warn({ pagoId: paymentId, code: err.code }, 'pago completado sin inscripción');
        return;
      }
    }
    if (record.usuario) await this.deps.outbox.enqueue(confirmationMail({ ...record, usuario: record.usuario }), trx);
  }
}
