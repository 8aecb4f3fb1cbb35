import { userListQuerySchema, type UserListQueryInput } from '../../../contracts/identity.contract.js';
import type { UserPageAnswer } from '../../../contracts/identity.views.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { placeAfter, readPlace } from './user-page.js';
import { toUserView } from './user-view.js';

/**
 * The admin list and the user pickers, searched by first name, last name or e-mail, a page at a time
 * (at most USERS_PAGE.maxSize accounts, ordered by last and first name; docs/adr/0060). A cancelled
 * (blocked) account is listed to the superadmin only (docs/adr/0054).
 */
export class ListUsers {
  constructor(private readonly deps: { users: UserRepository }) {}

  /** `query` as it arrives (an HTTP query's values, the console's options): the contract checks it. */
  async execute(actor: Actor, query: { [K in keyof UserListQueryInput]?: unknown }): Promise<UserPageAnswer> {
    assertAdmin(actor);
    const { search, rol, limite, despues } = parseOrThrow(userListQuerySchema, query);
    const after = despues === undefined ? undefined : readPlace(despues);
    // One more than asked: whether it comes says if there is a next page.
    const users = await this.deps.users.listPage({ search: search || undefined, rol, includeBlocked: actor.rol === 'superadmin', after, limit: limite + 1 });
    const shown = users.slice(0, limite);
    return { data: shown.map((u) => toUserView(u)), siguiente: users.length > limite ? placeAfter(shown[shown.length - 1]) : null };
  }
}
