import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { liftSuspensionSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { ScoredEventDirectory } from './ports/scored-events.port.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';

/** PUT /api/reportes/suspensiones/{id}/levantar (admin): lifts a suspension with a reason, logged with who and when. */
export class LiftSuspension {
  constructor(private readonly deps: { suspensions: SuspensionStore; events: Pick<ScoredEventDirectory, 'assertOpen'>; clock: Clock; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string, body: unknown): Promise<void> {
    assertAdmin(actor);
    const { motivo } = parseOrThrow(liftSuspensionSchema, body);
    const suspension = await this.deps.suspensions.findById(id);
    if (!suspension) throw new NotFoundError(REPORT_MSG.suspensionNotFound, 'SUSPENSION_NOT_FOUND');
    // A suspended race counts in the standings: a closed season's suspensions stay (docs/adr/0033).
    await this.deps.events.assertOpen?.(suspension.campeonatoId);
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.suspensions.lift(id, actor.id, motivo, this.deps.clock.now().toISOString(), trx))) throw new ConflictError('SUSPENSION_LIFTED', REPORT_MSG.suspensionAlreadyLifted);
      const despues = { estado: 'levantada', motivo };
      await this.deps.audit.record(staffChange(actor, 'suspension.levantada', { tipo: 'suspension', id }, { estado: 'vigente', usuario: suspension.userId }, { ...despues, usuario: suspension.userId }), trx);
    });
  }
}
