import { driverDirectoryQuerySchema, type DriverDirectoryQueryInput } from '../../../contracts/identity.contract.js';
import type { DriverPageAnswer } from '../../../contracts/identity.views.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { placeAfter, readPlace } from './user-page.js';
import { toDriverView } from './user-view.js';

/**
 * The directory of drivers any signed-in user may read: a page at a time (at most
 * DIRECTORY_PAGE.maxSize, ordered by last and first name, by place like the admin's list), searched as
 * one types in the name and the username, never the e-mail. Suspended, cancelled and deleted accounts
 * are left out (docs/adr/0060).
 */
export class ListDrivers {
  constructor(private readonly deps: { users: UserRepository }) {}

  /** `query` as it arrives (an HTTP query's values): the contract checks it. */
  async execute(query: { [K in keyof DriverDirectoryQueryInput]?: unknown }): Promise<DriverPageAnswer> {
    const { search, limite, despues } = parseOrThrow(driverDirectoryQuerySchema, query);
    const after = despues === undefined ? undefined : readPlace(despues);
    // One more than asked: whether it comes says if there is a next page.
    const users = await this.deps.users.listPage({ publicSearch: search || undefined, includeBlocked: false, excludeSuspended: true, after, limit: limite + 1 });
    const shown = users.slice(0, limite);
    return { data: shown.map(toDriverView), siguiente: users.length > limite ? placeAfter(shown[shown.length - 1]) : null };
  }
}
