import type { MethodOptionsResponse } from '../../../contracts/payments.contract.js';
import type { Actor } from '../../identity/index.js';
import { optionsFor, toOptionsResponse, type MethodOptionsDeps } from './method-options.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';

/** GET /api/payments/metodos/{campeonatoId}: the methods a driver may choose before checkout, and why some are not offered. */
export class GetMethodOptions {
  constructor(private readonly deps: MethodOptionsDeps & { gateway: PaymentGateway }) {}

  async execute(_actor: Actor, campeonatoId: string): Promise<MethodOptionsResponse> {
    return toOptionsResponse(await optionsFor(this.deps, campeonatoId), this.deps.gateway.name === 'demo');
  }
}
