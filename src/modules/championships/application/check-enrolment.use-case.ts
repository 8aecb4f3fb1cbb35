import type { Actor } from '../../identity/index.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';

/** GET /api/campeonatos/{id}/inscrito: whether the signed-in user is enrolled. */
export class CheckEnrolment {
  constructor(private readonly deps: { enrolments: EnrolmentRepository }) {}

  execute(actor: Actor, campeonatoId: string): Promise<boolean> {
    return this.deps.enrolments.exists(campeonatoId, actor.id);
  }
}
