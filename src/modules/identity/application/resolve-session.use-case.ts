import type { Clock } from '../../../platform/clock.js';
import { isStaff, staffFactorState } from '../domain/second-factor-rule.js';
import type { User } from '../domain/user.entity.js';
import type { SessionRepository } from './ports/sessions.port.js';
import type { SessionClaims } from './ports/token-issuer.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SecondFactorCheck } from './second-factor-check.js';

/** The account behind a session, which session it is, and whether its staff role is held back for want of a second factor. */
export type ResolvedSession = User & { segundoFactorVencido: boolean; sessionId: string };

/** A session's last use is written at most this often, not on every request. */
export const LAST_USE_EVERY_MS = 60_000;

/**
 * The account behind a verified token, or null when its session was ended (signed out, closed by its
 * owner or by a mailed link, a password change or reset) or expired, the account was deleted, or the token
 * predates a password change or names no session. The session is read on every request, beside the
 * account (docs/adr/0046); its last use (and address) is written once a minute at most. Role and
 * suspension are read fresh too; so is, for staff past their grace date, whether they have a second factor.
 */
export class ResolveSession {
  constructor(private readonly deps: { users: UserRepository; sessions: SessionRepository; secondFactor: SecondFactorCheck; clock: Clock }) {}

  async execute(claims: Partial<SessionClaims>, client: { ip?: string | null } = {}): Promise<ResolvedSession | null> {
    if (!claims.sub || typeof claims.sid !== 'string') return null;
    const [user, session] = await Promise.all([this.deps.users.findById(claims.sub), this.deps.sessions.findById(claims.sid)]);
    if (!user || user.deletedAt || user.tokenVersion !== claims.tv) return null;
    const now = this.deps.clock.now();
    // Its expiry is the token's own (checked before this); the row's copy serves the list and the purge.
    if (!session || session.userId !== user.id || session.revokedAt !== null) return null;
    const staleBefore = new Date(now.getTime() - LAST_USE_EVERY_MS).toISOString();
    if (session.lastUsedAt < staleBefore) await this.deps.sessions.touch(session.id, now.toISOString(), client.ip ?? session.ip, staleBefore);
    return { ...user, sessionId: session.id, segundoFactorVencido: await this.heldBack(user) };
  }

  private async heldBack(user: User): Promise<boolean> {
    if (!isStaff(user)) return false;
    const now = this.deps.clock.now();
    // Within the grace date nothing more is read; after it, whether a factor was added.
    if (!staffFactorState(user, false, now).vencido) return false;
    return staffFactorState(user, await this.deps.secondFactor.hasFactor(user.id), now).vencido;
  }
}
