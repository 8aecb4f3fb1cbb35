import type { UserRepository } from './ports/user.repository.port.js';
import { toDriverView, type DriverView } from './user-view.js';

/** The directory of drivers any signed-in user may read (the report form's picker). */
export class ListDrivers {
  constructor(private readonly deps: { users: UserRepository }) {}

  async execute(): Promise<DriverView[]> {
    return (await this.deps.users.listActive()).map(toDriverView);
  }
}
