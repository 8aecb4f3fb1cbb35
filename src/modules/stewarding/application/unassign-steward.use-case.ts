import { REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import { NotFoundError } from '../../../platform/errors.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';

/** DELETE /api/reportes/comisarios/{campeonatoId}/{userId} (admin): the steward stops judging that championship. */
export class UnassignSteward {
  constructor(private readonly deps: { assignments: StewardAssignments }) {}

  async execute(actor: Actor, campeonatoId: string, userId: string): Promise<void> {
    assertAdmin(actor);
    if (!(await this.deps.assignments.unassign(campeonatoId, userId))) throw new NotFoundError(REPORT_MSG.stewardNotAssigned, 'STEWARD_NOT_ASSIGNED');
  }
}
