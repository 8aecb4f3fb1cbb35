import type { AccountRelease } from '../../../src/modules/identity/application/ports/account-release.port.js';
import type { EnrolmentDirectory } from '../../../src/modules/identity/application/ports/enrolment-directory.port.js';
import type { AuthorizationRequest, ExternalIdentity, IdentityProvider } from '../../../src/modules/identity/application/ports/identity-provider.port.js';
import type { PasswordHasher } from '../../../src/modules/identity/application/ports/password-hasher.port.js';
import type { ResetTokenRecord, ResetTokenRepository } from '../../../src/modules/identity/application/ports/reset-token.repository.port.js';
import type { SessionClaims, TokenIssuer } from '../../../src/modules/identity/application/ports/token-issuer.port.js';
import { UsernameTakenError, type UserRepository, type UserSearch } from '../../../src/modules/identity/application/ports/user.repository.port.js';
import type { User } from '../../../src/modules/identity/domain/user.entity.js';
import { MemoryTable } from './transactions.js';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Accounts in memory; lookups by e-mail skip deleted accounts, as the database's do. */
export class MemoryUsers extends MemoryTable<User> implements UserRepository {
  async findById(id: string): Promise<User | null> {
    return structuredClone(this.rows.get(id) ?? null);
  }
  async findByEmail(email: string): Promise<User | null> {
    return this.all().find((u) => u.email === email && !u.deletedAt) ?? null;
  }
  async findByGoogleId(googleId: string): Promise<User | null> {
    return this.all().find((u) => u.googleId === googleId) ?? null;
  }
  async findByIracingId(iracingId: number): Promise<User | null> {
    return this.all().find((u) => u.iracingId === iracingId) ?? null;
  }
  async findByIracingIds(iracingIds: number[]): Promise<User[]> {
    return this.all().filter((u) => !u.deletedAt && u.iracingId !== null && iracingIds.includes(u.iracingId));
  }
  async usernameExists(username: string): Promise<boolean> {
    return this.all().some((u) => u.username === username);
  }
  async insert(user: User): Promise<void> {
    if (this.all().some((u) => u.email === user.email && !u.deletedAt)) throw new Error('correo duplicado');
    if (user.username !== null && this.all().some((u) => u.username === user.username)) throw new UsernameTakenError(user.username);
    this.rows.set(user.id, structuredClone(user));
  }
  async update(id: string, changes: Partial<User>): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, ...structuredClone(changes) });
  }
  async list(query: UserSearch): Promise<User[]> {
    const text = query.search ? fold(query.search) : '';
    return this.all()
      .filter((u) => !u.deletedAt && (!text || fold(`${u.nombre} ${u.apellido} ${u.email}`).includes(text)))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }
  async listActive(): Promise<User[]> {
    return this.all().filter((u) => !u.deletedAt && !u.suspendido);
  }
  async findByIds(ids: string[]): Promise<User[]> {
    return this.all().filter((u) => ids.includes(u.id));
  }
  async idsMatching(text: string): Promise<string[]> {
    return this.all()
      .filter((u) => fold(`${u.nombre} ${u.apellido} ${u.email}`).includes(fold(text)))
      .map((u) => u.id);
  }
}

/** An account as the tests need it: a driver of 2026-01-01 with password 'secreto1'. */
export function aUser(fields: Partial<User> = {}): User {
  const id = fields.id ?? 'ana';
  return {
    id,
    email: `${id}@ejemplo.test`,
    passwordHash: 'hash:secreto1',
    nombre: id[0]!.toUpperCase() + id.slice(1),
    apellido: 'Prueba',
    username: id,
    rol: 'user',
    suspendido: false,
    simuladorFavorito: null,
    cocheFavorito: null,
    nivelHabilidad: null,
    biografia: null,
    imagenPerfil: null,
    iracingId: null,
    googleId: null,
    authProvider: 'local',
    subscribeToNews: false,
    tokenVersion: 0,
    deletedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** Reset tokens in memory. */
export class MemoryResetTokens extends MemoryTable<ResetTokenRecord & { createdAt: string }> implements ResetTokenRepository {
  async insert(record: ResetTokenRecord & { createdAt: string }): Promise<void> {
    this.rows.set(record.id, { ...record });
  }
  async findByHash(tokenHash: string): Promise<ResetTokenRecord | null> {
    return this.all().find((r) => r.tokenHash === tokenHash) ?? null;
  }
  async consumeAllOf(userId: string, at: number): Promise<number> {
    const open = [...this.rows.values()].filter((r) => r.userId === userId && r.usedAt === null);
    for (const r of open) r.usedAt = at;
    return open.length;
  }
}

/** A hasher that shows what it hashed ('hash:' + password): what matters here is which password matches. */
export const plainHasher: PasswordHasher = {
  hash: async (password) => `hash:${password}`,
  verify: async (hash, password) => hash === `hash:${password}`,
};

/** Tokens that are their claims written out, so a test reads what was signed. */
export const claimsIssuer: TokenIssuer = { issue: (claims: SessionClaims) => JSON.stringify(claims) };

/** Championships a user is enrolled in, and the releases asked for on deletion. */
export class MemoryEnrolmentDirectory implements EnrolmentDirectory, AccountRelease {
  readonly released: string[] = [];
  constructor(readonly enrolled: Record<string, string[]> = {}) {}
  async championshipIdsOf(userId: string): Promise<string[]> {
    return this.enrolled[userId] ?? [];
  }
  async releaseUpcomingOf(userId: string): Promise<void> {
    this.released.push(userId);
  }
}

/** An OpenID provider that answers the identity it is given. */
export class StandInIdentityProvider implements IdentityProvider {
  identity: ExternalIdentity = { subject: 'google-1', email: 'ana@ejemplo.test', emailVerified: true, givenName: 'Ana', familyName: 'Prueba' };
  constructor(readonly enabled = true) {}
  async startAuthorization(redirectUri: string): Promise<AuthorizationRequest> {
    return { url: `https://proveedor.test/auth?redirect_uri=${encodeURIComponent(redirectUri)}`, flow: { state: 's', nonce: 'n', codeVerifier: 'v' } };
  }
  async completeAuthorization(): Promise<ExternalIdentity> {
    return { ...this.identity };
  }
}
