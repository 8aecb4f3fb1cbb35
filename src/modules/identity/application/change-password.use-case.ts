import { changePasswordRequestSchema } from '../../../contracts/identity.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { passwordChangedMeanwhile, userNotFound, wrongCurrentPassword } from '../domain/identity.errors.js';
import { assertMayAct } from '../domain/user-permissions.js';
import type { Actor } from '../domain/user.entity.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { TokenIssuer } from './ports/token-issuer.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SessionRevocation } from './sessions.use-case.js';

/**
 * Changes the actor's own password. Every other session of the account ends and every earlier token
 * stops working; the answer carries a fresh token of the session that made the change, which stays
 * signed in.
 */
export class ChangePassword {
  constructor(
    private readonly deps: { users: UserRepository; hasher: PasswordHasher; tokens: TokenIssuer; clock: Clock; tx: TransactionRunner; revocation: SessionRevocation },
  ) {}

  async execute(actor: Actor, raw: unknown, currentSessionId: string): Promise<{ token: string }> {
    // A suspended account changes nothing, its password included (DOMAIN-RULES §1); an admin lifts
    // the suspension first, and the forgotten-password route stays open for a locked-out owner.
    assertMayAct(actor);
    const input = parseOrThrow(changePasswordRequestSchema, raw);
    const user = await this.deps.users.findById(actor.id);
    if (!user || user.deletedAt) throw userNotFound();
    if (!user.passwordHash || !(await this.deps.hasher.verify(user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
    const tokenVersion = user.tokenVersion + 1;
    const passwordHash = await this.deps.hasher.hash(input.newPassword);
    await this.deps.tx.run(async (trx) => {
      // Conditional on the version read: of two changes sent at once, the second finds it moved and changes nothing.
      if (!(await this.deps.users.updateCredentials(user.id, user.tokenVersion, { passwordHash, tokenVersion, updatedAt: this.deps.clock.now().toISOString() }, trx))) throw passwordChangedMeanwhile();
      await this.deps.revocation.revoke({ userId: user.id, exceptId: currentSessionId }, 'contraseña-cambiada', actor, trx);
    });
    return { token: this.deps.tokens.issue({ sub: user.id, rol: user.rol, tv: tokenVersion, sid: currentSessionId }) };
  }
}
