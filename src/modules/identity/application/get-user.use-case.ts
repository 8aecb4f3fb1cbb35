import { userNotFound } from '../domain/identity.errors.js';
import { assertMayManage } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { EnrolmentDirectory } from './ports/enrolment-directory.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView, type UserView } from './user-view.js';

/** One account as its owner or an admin sees it (GET /api/users/profile and /api/users/{id}). */
export class GetUser {
  constructor(private readonly deps: { users: UserRepository; enrolments: EnrolmentDirectory }) {}

  async execute(actor: Actor, id: string): Promise<UserView> {
    const user = await this.deps.users.findById(id);
    // A cancelled account's data is blocked: only the superadmin reads it (docs/adr/0054).
    if (!user || user.deletedAt || (user.blockedAt && actor.rol !== 'superadmin')) throw userNotFound();
    assertMayManage(actor, user);
    return toUserView(user, await this.deps.enrolments.championshipIdsOf(user.id));
  }
}
