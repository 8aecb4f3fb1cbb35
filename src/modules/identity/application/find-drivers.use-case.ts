import { RETIRED_DRIVER_NAME } from '../../../contracts/privacy.messages.js';
import { publicDriverName } from '../domain/public-name.js';
import type { FullNameChoices } from './ports/privacy-consents.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toDriverView, type DriverView } from './user-view.js';

/**
 * The public card (no e-mail) of each account named, in the order asked; unknown ids are left out.
 * Other modules show their participants with it (event sign-ups, enrolments).
 */
export class FindDrivers {
  constructor(private readonly deps: { users: UserRepository; names: FullNameChoices }) {}

  /** The same cards as a public page names them (publicDriverName); a blocked account without photo or username. */
  async executePublic(ids: readonly string[]): Promise<DriverView[]> {
    const unique = [...new Set(ids)];
    const [users, allowed] = await Promise.all([this.deps.users.findByIds(unique), this.deps.names.allowedAmong(unique)]);
    const byId = new Map(
      users.map((user) => {
        const name = publicDriverName(user, allowed.has(user.id));
        const view = toDriverView(user);
        return [user.id, { ...view, nombre: name.nombre, apellido: name.apellido, ...(user.blockedAt ? { username: null, avatarUrl: null } : {}) }];
      }),
    );
    return unique.flatMap((id) => byId.get(id) ?? []);
  }

  async execute(ids: readonly string[]): Promise<DriverView[]> {
    const unique = [...new Set(ids)];
    // A blocked account's data reaches no staff screen either: the row stays, named 'Piloto retirado'.
    const byId = new Map(
      (await this.deps.users.findByIds(unique)).map((user) => {
        const view = toDriverView(user);
        return [user.id, user.blockedAt ? { ...view, nombre: RETIRED_DRIVER_NAME, apellido: '', username: null, avatarUrl: null } : view];
      }),
    );
    return unique.flatMap((id) => byId.get(id) ?? []);
  }
}
