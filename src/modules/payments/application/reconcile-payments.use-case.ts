import type { Clock } from '../../../platform/clock.js';
import type { Logger } from '../../../platform/logger.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';

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
      let status;
      try {
        status = await this.deps.gateway.retrieveCheckout(payment.stripeSessionId);
      } catch (err) {
        this.deps.logger.warn({ err, pagoId: payment.id }, 'no se pudo consultar la sesión de pago');
        summary.errores += 1;
        continue;
      }
      if (status.paid) count(summary, await this.deps.fulfilment.complete(payment.id, status.paymentIntentId), 'completados');
      else if (status.status !== 'open') count(summary, await this.deps.fulfilment.expire(payment.id), 'fallidos');
      else summary.sinCambios += 1;
    }
    return summary;
  }
}

function count(summary: ReconcileSummary, changed: boolean, key: 'completados' | 'fallidos'): void {
  if (changed) summary[key] += 1;
  else summary.sinCambios += 1;
}
