import type { Clock } from '../../../platform/clock.js';
import type { Logger } from '../../../platform/logger.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';
import { settleWithGateway } from './settle.js';
import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';

export interface ReconcileSummary {
  /** Pending payments whose checkout had expired. */
  revisados: number;
  /** Paid at the gateway without the product hearing of it: now fulfilled. */
  completados: number;
  /** Not paid: now `fallido`. */
  fallidos: number;
  /** Already settled by another path meanwhile, another gateway's, or still open at the gateway. */
  sinCambios: number;
  /** The gateway could not be asked; they stay pending for the next run. */
  errores: number;
}

const BATCH = 200;

/**
 * `parrilla payments reconcile`: payments still `pendiente` after their checkout expired are
 * settled by asking the gateway. It runs the same idempotent steps as the webhook, so a run racing
 * another run, a late webhook or a verification call changes each payment once.
 */
export class ReconcilePayments {
  constructor(private readonly deps: { payments: PaymentRepository; gateway: PaymentGateway; fulfilment: Fulfilment; clock: Clock; logger: Logger }) {}

  async execute(actor: Actor): Promise<ReconcileSummary> {
    assertAdmin(actor);
    return this.run();
  }

  /**
   * The pass itself (also the scheduler's `pagos.apartados`): card checkouts that expired and
   * vouchers or transfers past their deadline are settled by asking the gateway first, so a payment
   * whose event was missed is fulfilled rather than released; if the gateway cannot be asked, the
   * payment keeps its place until the next run.
   */
  async run(): Promise<ReconcileSummary> {
    const summary: ReconcileSummary = { revisados: 0, completados: 0, fallidos: 0, sinCambios: 0, errores: 0 };
    const stale = await this.deps.payments.listStale(this.deps.clock.now(), BATCH * 50);
    for (const payment of stale) {
      summary.revisados += 1;
      if (payment.pasarela !== this.deps.gateway.name) {
        summary.sinCambios += 1;
        continue;
      }
      if (!payment.stripeSessionId) {
        count(summary, await this.deps.fulfilment.expire(payment.id, 'La sesión de pago no llegó a crearse'), 'fallidos');
        continue;
      }
      let outcome;
      try {
        outcome = await settleWithGateway(this.deps, payment, { releaseOverdue: true });
      } catch (err) {
        this.deps.logger.warn({ err, pagoId: payment.id }, 'no se pudo consultar la sesión de pago');
        summary.errores += 1;
        continue;
      }
      if (outcome === 'completado') summary.completados += 1;
      else if (outcome === 'fallido') summary.fallidos += 1;
      else summary.sinCambios += 1;
    }
    return summary;
  }
}

function count(summary: ReconcileSummary, changed: boolean, key: 'completados' | 'fallidos'): void {
  if (changed) summary[key] += 1;
  else summary.sinCambios += 1;
}

/** `pagos.apartados`, every five minutes: the reconciliation pass, which releases holds past their deadline once the gateway says no payment came. */
export class SettleHoldsJob implements ScheduledJob {
  readonly name = 'pagos.apartados';
  readonly everyMs = 5 * 60_000;

  constructor(private readonly deps: { reconcile: Pick<ReconcilePayments, 'run'> }) {}

  async run(): Promise<string> {
    const s = await this.deps.reconcile.run();
    return `${s.revisados} revisados, ${s.completados} completados, ${s.fallidos} liberados, ${s.errores} sin respuesta de la pasarela`;
  }
}
