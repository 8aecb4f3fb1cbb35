import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { methodSettingsSchema, type MethodOptionsResponse } from '../../../contracts/payments.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { optionsFor, toOptionsResponse, type MethodOptionsDeps } from './method-options.js';
import type { PaymentGateway } from './ports/payment-gateway.port.js';

/**
 * PUT /api/payments/admin/metodos/{campeonatoId}: an admin switches OXXO, SPEI and meses sin
 * intereses on or off (the card is always on); answers what drivers are then offered and why not.
 */
export class SaveMethodSettings {
  constructor(private readonly deps: MethodOptionsDeps & { gateway: PaymentGateway; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, campeonatoId: string, raw: unknown): Promise<MethodOptionsResponse> {
    assertAdmin(actor);
    const settings = parseOrThrow(methodSettingsSchema, raw ?? {});
    const { id } = await this.deps.catalog.execute(campeonatoId);
    await this.deps.tx.run(async (trx) => {
      const antes = await this.deps.methodSettings.find(id, trx);
      await this.deps.methodSettings.save(id, settings, this.deps.clock.now(), trx);
      await this.deps.audit.record(staffChange(actor, 'campeonato.metodos-de-pago', { tipo: 'campeonato', id }, antes, settings), trx);
    });
    return toOptionsResponse(await optionsFor(this.deps, id), this.deps.gateway.name === 'demo');
  }
}
