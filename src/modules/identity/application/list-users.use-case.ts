import { userSearchSchema } from '../../../contracts/identity.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView, type UserView } from './user-view.js';

/** The admin list, searched by first name, last name or e-mail. A cancelled (blocked) account is listed to the superadmin only (docs/adr/0054). */
export class ListUsers {
  constructor(private readonly deps: { users: UserRepository }) {}

  async execute(actor: Actor, query: { search?: string }): Promise<UserView[]> {
    assertAdmin(actor);
    const search = parseOrThrow(userSearchSchema, query.search);
    const users = await this.deps.users.list({ search: search || undefined });
    return users.filter((u) => !u.blockedAt || actor.rol === 'superadmin').map((u) => toUserView(u));
  }
}
