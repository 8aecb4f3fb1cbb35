import type { Clock } from '../../../platform/clock.js';
import { isStaff, staffFactorState } from '../domain/second-factor-rule.js';
import type { User } from '../domain/user.entity.js';
import type { SessionClaims } from './ports/token-issuer.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SecondFactorCheck } from './second-factor-check.js';

/** The account behind a session, and whether its staff role is held back for want of a second factor. */
export type ResolvedSession = User & { segundoFactorVencido: boolean };

/**
 * The account behind a verified token, or null when it was deleted or the token predates a password
 * change or reset. Role and suspension are read fresh on every request; so is, for staff past their grace
 * date, whether they have a second factor (docs/adr/0046).
 */
export class ResolveSession {
  constructor(private readonly deps: { users: UserRepository; secondFactor: SecondFactorCheck; clock: Clock }) {}

  async execute(claims: Partial<SessionClaims>): Promise<ResolvedSession | null> {
    if (!claims.sub) return null;
    const user = await this.deps.users.findById(claims.sub);
    if (!user || user.deletedAt || user.tokenVersion !== claims.tv) return null;
    return { ...user, segundoFactorVencido: await this.heldBack(user) };
  }

  private async heldBack(user: User): Promise<boolean> {
    if (!isStaff(user)) return false;
    const now = this.deps.clock.now();
    // Within the grace date nothing more is read; after it, whether a factor was added.
    if (!staffFactorState(user, false, now).vencido) return false;
    return staffFactorState(user, await this.deps.secondFactor.hasFactor(user.id), now).vencido;
  }
}
