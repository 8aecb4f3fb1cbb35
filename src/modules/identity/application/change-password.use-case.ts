import { changePasswordRequestSchema } from '../../../contracts/identity.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { userNotFound, wrongCurrentPassword } from '../domain/identity.errors.js';
import { assertMayAct } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { SessionConfirmationStore } from './ports/session-confirmations.port.js';
import { recordConfirmation } from './reconfirmation.use-case.js';
import type { TokenIssuer } from './ports/token-issuer.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * Changes the actor's own password. Every earlier token stops working; the answer carries a fresh
 * token so the session that made the change stays signed in.
 */
export class ChangePassword {
  constructor(private readonly deps: { users: UserRepository; hasher: PasswordHasher; tokens: TokenIssuer; confirmations: SessionConfirmationStore; clock: Clock }) {}

  async execute(actor: Actor, raw: unknown): Promise<{ token: string }> {
    // A suspended account changes nothing, its password included (DOMAIN-RULES §1); an admin lifts
    // the suspension first, and the forgotten-password route stays open for a locked-out owner.
    assertMayAct(actor);
    const input = parseOrThrow(changePasswordRequestSchema, raw);
    const user = await this.deps.users.findById(actor.id);
    if (!user || user.deletedAt) throw userNotFound();
    if (!user.passwordHash || !(await this.deps.hasher.verify(user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
    const tokenVersion = user.tokenVersion + 1;
    await this.deps.users.update(user.id, {
      passwordHash: await this.deps.hasher.hash(input.newPassword),
      tokenVersion,
      updatedAt: this.deps.clock.now().toISOString(),
    });
    const token = this.deps.tokens.issue({ sub: user.id, rol: user.rol, tv: tokenVersion });
    // The change was confirmed (docs/adr/0046) and the current password typed: the new session starts confirmed.
    await recordConfirmation(this.deps, token, user.id);
    return { token };
  }
}
