import { liftSuspensionSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';

/** PUT /api/reportes/suspensiones/{id}/levantar (admin): lifts a suspension with a reason, logged with who and when. */
export class LiftSuspension {
  constructor(private readonly deps: { suspensions: SuspensionStore; clock: Clock }) {}

  async execute(actor: Actor, id: string, body: unknown): Promise<void> {
    assertAdmin(actor);
    const { motivo } = parseOrThrow(liftSuspensionSchema, body);
    if (!(await this.deps.suspensions.findById(id))) throw new NotFoundError(REPORT_MSG.suspensionNotFound, 'SUSPENSION_NOT_FOUND');
    if (!(await this.deps.suspensions.lift(id, actor.id, motivo, this.deps.clock.now().toISOString()))) throw new ConflictError('SUSPENSION_LIFTED', REPORT_MSG.suspensionAlreadyLifted);
  }
}
