import type { Clock } from '../../../platform/clock.js';
import type { Actor } from '../domain/user.entity.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * Signing out revokes the session: the account's token version goes up, so the token just used (and
 * any other the account holds, on every device) stops working at once instead of living out its 7
 * days. Without a session there is nothing to revoke; a suspended account may still sign out.
 */
export class LogOut {
  constructor(private readonly deps: { users: UserRepository; clock: Clock }) {}

  async execute(actor: Actor | null): Promise<void> {
    if (!actor) return;
    const user = await this.deps.users.findById(actor.id);
    if (!user || user.deletedAt) return;
    await this.deps.users.update(user.id, { tokenVersion: user.tokenVersion + 1, updatedAt: this.deps.clock.now().toISOString() });
  }
}
