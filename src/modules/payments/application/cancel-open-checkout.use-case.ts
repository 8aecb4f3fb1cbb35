import { PAYMENT_METHOD_MSG, type MessageResponse } from '../../../contracts/payments.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { DomainError } from '../../../platform/errors.js';
import { checkoutAlreadyPaid, gatewayUnavailable, noOpenCheckout, voucherIssued } from '../domain/payments.errors.js';
import type { Fulfilment } from './fulfilment.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';
import type { PaymentRepository } from './ports/payment.repository.port.js';

/**
 * POST /api/payments/abierto/{campeonatoId}/cancelar: the driver's checkout still running for the
 * championship (he chose another method meanwhile) is ended at the gateway first, then marked
 * `fallido`, which frees its place, so he can start again. A voucher or transfer already issued is
 * not cancelled: the money may be on its way. Only his own checkout, found by his id.
 */
export class CancelOpenCheckout {
  constructor(private readonly deps: { payments: PaymentRepository; gateway: PaymentGateway; fulfilment: Fulfilment; clock: Clock }) {}

  async execute(actor: Actor, campeonatoId: string): Promise<MessageResponse> {
    assertMayAct(actor);
    const live = await this.deps.payments.findLiveCheckout(actor.id, campeonatoId, this.deps.clock.now());
    if (!live) throw noOpenCheckout();
    if (live.ficha) throw voucherIssued();
    // The gateway first: if it cannot be told, nothing changes and the driver may try again.
    if (live.stripeSessionId && live.pasarela === this.deps.gateway.name) {
      try {
        await this.deps.gateway.expireCheckout(live.stripeSessionId);
      } catch (err) {
        // Refused because it is no longer open: ended by a second press meanwhile (then ending it here too is right), or paid.
        const status = await this.deps.gateway.retrieveCheckout(live.stripeSessionId).catch(() => null);
        if (status?.paid) throw checkoutAlreadyPaid();
        if (status?.status !== 'expired') throw err instanceof DomainError ? err : gatewayUnavailable(err);
      }
    }
    // Only the press whose change found the checkout still pending ended it; another one at once, or a
    // payment that landed meanwhile, is told what happened instead.
    if (!(await this.deps.fulfilment.expire(live.id, 'Cancelado por el piloto para pagar con otro método'))) {
      const now = await this.deps.payments.findById(live.id);
      throw now?.estado === 'completado' ? checkoutAlreadyPaid() : noOpenCheckout();
    }
    return { message: PAYMENT_METHOD_MSG.openCancelled };
  }
}
