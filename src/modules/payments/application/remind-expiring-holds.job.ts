import { formatDeadline } from '../../../contracts/formats.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { PaymentRecordReader } from './payment-records.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';

/** How long before a held place's deadline the driver is told on his devices. */
export const HOLD_WARNING_MS = 24 * 3_600_000;
const BATCH = 200;

/**
 * A held place about to expire (docs/adr/0056): once its deadline is less than a day away, a push to the
 * driver's devices with the deadline in Mexico City time, opening his profile where the pending payment
 * shows what to pay. The notice's key is the payment's, so every pass of every server raises it once.
 */
export class RemindExpiringHolds implements ScheduledJob {
  readonly name = 'pagos.apartados-por-vencer';
  readonly everyMs = 10 * 60_000;

  constructor(private readonly deps: { payments: Pick<PaymentRepository, 'listHeldExpiring'>; records: Pick<PaymentRecordReader, 'find'>; notices: DeviceNotices; tx: TransactionRunner }) {}

  async run(now: Date): Promise<string> {
    const held = await this.deps.payments.listHeldExpiring(now, new Date(now.getTime() + HOLD_WARNING_MS), BATCH);
    for (const payment of held) {
      const record = await this.deps.records.find(payment.id);
      const championship = record?.campeonato?.nombreCampeonato ?? 'el campeonato';
      await this.deps.tx.run((trx) =>
        this.deps.notices.notify(
          {
            userId: payment.userId,
            tipo: 'apartado',
            clave: `apartado:${payment.id}`,
            payload: {
              titulo: 'Tu lugar apartado está por vencer',
              cuerpo: `Tu lugar en ${championship} está apartado hasta el ${formatDeadline(payment.expiraEn!)}. Si no llega tu pago antes, se libera.`,
              url: '/perfil',
              etiqueta: `apartado-${payment.id}`,
            },
          },
          trx,
        ),
      );
    }
    return held.length === 1 ? '1 lugar apartado por vencer avisado' : `${held.length} lugares apartados por vencer avisados`;
  }
}
