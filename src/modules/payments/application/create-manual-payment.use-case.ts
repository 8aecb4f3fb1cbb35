import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { manualPaymentSchema, type PaymentView } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { CARD_PAYMENT_FIELDS, paymentSummary, toCents, type Payment } from '../domain/payment.entity.js';
import { paymentNotFound } from '../domain/payments.errors.js';
import { noteAuthor } from './actor-name.js';
import type { Enrol } from '../../championships/index.js';
import type { Fulfilment } from './fulfilment.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { ChampionshipCatalog } from './ports/championship-catalog.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import type { PaymentRecordReader } from './payment-records.js';
import { toPaymentView } from './views.js';

/**
 * POST /api/payments/admin/manual: an admin records a payment taken outside the gateway (cash,
 * transfer). `completado`, the default, enrols the driver in the same transaction (refused if the
 * championship cannot take them; already enrolled is fine) and queues the confirmation.
 */
export class CreateManualPayment {
  constructor(
    private readonly deps: {
      payments: PaymentRepository;
      records: PaymentRecordReader;
      fulfilment: Fulfilment;
      accounts: AccountDirectory;
      catalog: ChampionshipCatalog;
      clock: Clock;
      newPaymentId: IdGenerator;
      enrol: Pick<Enrol, 'lock'>;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  async execute(actor: Actor, raw: unknown): Promise<PaymentView> {
    assertAdmin(actor);
    const input = parseOrThrow(manualPaymentSchema, raw ?? {});
    const account = await this.deps.accounts.find(input.usuarioId);
    if (!account) throw new NotFoundError('Usuario no encontrado', 'USER_NOT_FOUND');
    const championship = await this.deps.catalog.execute(input.campeonatoId);
    const author = await noteAuthor(actor, this.deps.accounts);
    const now = this.deps.clock.now().toISOString();
    const payment: Payment = {
      id: this.deps.newPaymentId(),
      userId: account.id,
      campeonatoId: championship.id,
      montoCentavos: toCents(input.monto),
      moneda: input.moneda,
      estado: input.estado,
      pasarela: 'manual',
      esManual: true,
      creadoPor: actor.id,
      stripeSessionId: null,
      stripePaymentIntentId: null,
      checkoutUrl: null,
      expiraEn: null,
      fechaCompletado: input.estado === 'completado' ? now : null,
      fechaReembolso: input.estado === 'reembolsado' ? now : null,
      notasAdmin: [{ texto: `Pago manual registrado como ${input.estado}${input.notasAdmin ? `. ${input.notasAdmin}` : ''}`, fecha: now, usuario: author }],
      detalles: null,
      ...CARD_PAYMENT_FIELDS,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.tx.run(async (trx) => {
      // The championship first: the payment's row would otherwise hold its key while enrolling waits for it.
      if (payment.estado === 'completado') await this.deps.enrol.lock(championship.id, trx);
      await this.deps.payments.insert(payment, trx);
      if (payment.estado === 'completado') await this.deps.fulfilment.enrolAndConfirm(payment.id, trx, { strict: true });
      await this.deps.audit.record(staffChange(actor, 'pago.manual-registrado', { tipo: 'pago', id: payment.id }, null, paymentSummary(payment)), trx);
    });
    const record = await this.deps.records.find(payment.id);
    if (!record) throw paymentNotFound();
    return toPaymentView(record);
  }
}
