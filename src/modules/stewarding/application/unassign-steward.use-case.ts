import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import { NotFoundError } from '../../../platform/errors.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';

/** DELETE /api/reportes/comisarios/{campeonatoId}/{userId} (admin): the steward stops judging that championship. */
export class UnassignSteward {
  constructor(private readonly deps: { assignments: StewardAssignments; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, campeonatoId: string, userId: string): Promise<void> {
    assertAdmin(actor);
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.assignments.unassign(campeonatoId, userId, trx))) throw new NotFoundError(REPORT_MSG.stewardNotAssigned, 'STEWARD_NOT_ASSIGNED');
      await this.deps.audit.record(staffChange(actor, 'comisario.retirado', { tipo: 'campeonato', id: campeonatoId }, { comisario: userId }, null), trx);
    });
  }
}
