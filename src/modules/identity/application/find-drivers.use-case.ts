import type { UserRepository } from './ports/user.repository.port.js';
import { toDriverView, type DriverView } from './user-view.js';

/**
 * The public card (no e-mail) of each account named, in the order asked; unknown ids are left out.
 * Other modules show their participants with it (event sign-ups, enrolments).
 */
export class FindDrivers {
  constructor(private readonly deps: { users: UserRepository }) {}

  async execute(ids: readonly string[]): Promise<DriverView[]> {
    const unique = [...new Set(ids)];
    const byId = new Map((await this.deps.users.findByIds(unique)).map((user) => [user.id, toDriverView(user)]));
    return unique.flatMap((id) => byId.get(id) ?? []);
  }
}
