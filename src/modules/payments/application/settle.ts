import type { Clock } from '../../../platform/clock.js';
import type { Payment } from '../domain/payment.entity.js';
import type { Fulfilment } from './fulfilment.js';
import type { CheckoutStatus, PaymentGateway } from './ports/payment-gateway.port.js';

export type Settled = 'completado' | 'apartado' | 'fallido' | 'sin-cambios';

/**
 * Asks the gateway how a pending payment stands and runs the matching idempotent step: paid →
 * fulfilled (with the installments plan); a voucher issued → the place held; a voucher whose hold
 * ran out (`now` past it) or a session that can no longer be paid → released. Without `now` a hold
 * is never released for lack of payment alone (the webhook and the driver's pages ask too early).
 */
export async function settleWithGateway(
  deps: { gateway: PaymentGateway; fulfilment: Fulfilment; clock?: Clock },
  payment: Payment,
  options: { releaseOverdue?: boolean } = {},
): Promise<Settled> {
  if (!payment.stripeSessionId || payment.pasarela !== deps.gateway.name) return 'sin-cambios';
  const status: CheckoutStatus = await deps.gateway.retrieveCheckout(payment.stripeSessionId);
  if (status.paid) return (await deps.fulfilment.complete(payment.id, status.paymentIntentId, { planMeses: status.installments })) ? 'completado' : 'sin-cambios';
  if (status.voucher && !payment.ficha && !status.failed) return (await deps.fulfilment.hold(payment.id, status.voucher)) ? 'apartado' : 'sin-cambios';
  if (payment.ficha || status.voucher) {
    if (status.failed || options.releaseOverdue) {
      return (await deps.fulfilment.release(payment.id, status.failed ? 'La ficha venció sin pago' : 'El plazo del lugar apartado terminó sin pago')) ? 'fallido' : 'sin-cambios';
    }
    return 'sin-cambios';
  }
  if (status.status === 'expired' || (status.status === 'complete' && options.releaseOverdue)) return (await deps.fulfilment.expire(payment.id)) ? 'fallido' : 'sin-cambios';
  return 'sin-cambios';
}
