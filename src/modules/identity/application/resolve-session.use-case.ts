import type { User } from '../domain/user.entity.js';
import type { SessionClaims } from './ports/token-issuer.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/**
 * The account behind a verified token, or null when it was deleted or the token predates a password
 * change or reset. Role and suspension are read fresh on every request.
 */
export class ResolveSession {
  constructor(private readonly deps: { users: UserRepository }) {}

  async execute(claims: Partial<SessionClaims>): Promise<User | null> {
    if (!claims.sub) return null;
    const user = await this.deps.users.findById(claims.sub);
    if (!user || user.deletedAt || user.tokenVersion !== claims.tv) return null;
    return user;
  }
}
