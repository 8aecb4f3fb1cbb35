import type { AccountRelease } from '../../../src/modules/identity/application/ports/account-release.port.js';
import type { EnrolmentDirectory } from '../../../src/modules/identity/application/ports/enrolment-directory.port.js';
import type { AuthorizationRequest, ExternalIdentity, IdentityProvider } from '../../../src/modules/identity/application/ports/identity-provider.port.js';
import type { ChallengePurpose, ChallengeRecord, ChallengeStore, NewCredential, Passkey, PasskeyRepository, WebAuthnCeremonies } from '../../../src/modules/identity/application/ports/passkeys.port.js';
import type { RecoveryCode, SecondFactorRepository, TotpFactor } from '../../../src/modules/identity/application/ports/second-factor.port.js';
import type { PasswordHasher } from '../../../src/modules/identity/application/ports/password-hasher.port.js';
import type { ResetTokenRecord, ResetTokenRepository } from '../../../src/modules/identity/application/ports/reset-token.repository.port.js';
import type { SessionConfirmationStore } from '../../../src/modules/identity/application/ports/session-confirmations.port.js';
import type { SessionClaims, TokenIssuer } from '../../../src/modules/identity/application/ports/token-issuer.port.js';
import type { SessionRecord, SessionRepository, SessionSelection } from '../../../src/modules/identity/application/ports/sessions.port.js';
import { UsernameTakenError, type UserPageQuery, type UserRepository } from '../../../src/modules/identity/application/ports/user.repository.port.js';
import { userSortName } from '../../../src/modules/identity/application/user-page.js';
import type { User } from '../../../src/modules/identity/domain/user.entity.js';
import { MemoryTable, type Snapshottable } from './transactions.js';

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
  async markDeleted(id: string, at: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.deletedAt) return false;
    this.rows.set(id, { ...row, deletedAt: at });
    return true;
  }
  async updateCredentials(id: string, tokenVersion: number, changes: Pick<User, 'passwordHash' | 'tokenVersion' | 'updatedAt'>): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.tokenVersion !== tokenVersion) return false;
    this.rows.set(id, { ...row, ...changes });
    return true;
  }
  async listPage({ search, publicSearch, rol, includeBlocked, excludeSuspended, after, limit }: UserPageQuery): Promise<User[]> {
    const text = search ? fold(search.trim()) : '';
    const typed = publicSearch ? fold(publicSearch.trim()) : '';
    const place = (u: User) => [userSortName(u), u.id] as const;
    const before = (a: readonly [string, string], b: readonly [string, string]) => (a[0] === b[0] ? a[1] < b[1] : a[0] < b[0]);
    return this.all()
      .filter((u) => !u.deletedAt && (includeBlocked || !u.blockedAt) && (!excludeSuspended || !u.suspendido) && (!rol || u.rol === rol))
      .filter((u) => !text || fold(`${u.nombre} ${u.apellido} ${u.email}`).includes(text))
      .filter((u) => !typed || fold(`${u.nombre} ${u.apellido}`).includes(typed) || fold(u.username ?? '').includes(typed))
      .filter((u) => !after || before([after.sortName, after.id], place(u)))
      .sort((a, b) => (before(place(a), place(b)) ? -1 : 1))
      .slice(0, limit);
  }
  async listWithRoles(roles: readonly User['rol'][]): Promise<User[]> {
    return this.all().filter((u) => !u.deletedAt && !u.blockedAt && roles.includes(u.rol));
  }
  async listCancelled(): Promise<User[]> {
    return this.all().filter((u) => !!u.blockedAt);
  }
  async findByIds(ids: string[]): Promise<User[]> {
    return this.all().filter((u) => ids.includes(u.id));
  }
  async idsMatching(text: string, limit: number): Promise<string[]> {
    return this.all()
      .filter((u) => fold(`${u.nombre} ${u.apellido} ${u.email}`).includes(fold(text)))
      .map((u) => u.id)
      .slice(0, limit);
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

/** Passkeys in memory. */
export class MemoryPasskeys extends MemoryTable<Passkey> implements PasskeyRepository {
  async listOf(userId: string): Promise<Passkey[]> {
    return this.all().filter((p) => p.userId === userId);
  }
  async findByCredentialId(credentialId: string): Promise<Passkey | null> {
    return this.all().find((p) => p.credentialId === credentialId) ?? null;
  }
  async insert(passkey: Passkey): Promise<void> {
    this.rows.set(passkey.id, structuredClone(passkey));
  }
  async rename(userId: string, id: string, nombre: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.userId !== userId) return false;
    row.nombre = nombre;
    return true;
  }
  async remove(userId: string, id: string): Promise<boolean> {
    const row = this.rows.get(id);
    return Boolean(row && row.userId === userId && this.rows.delete(id));
  }
  async markUsed(id: string, counter: number, at: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) Object.assign(row, { counter, lastUsedAt: at });
  }
}

/** Ceremony challenges in memory: taken once, unless expired. */
export class MemoryChallenges extends MemoryTable<ChallengeRecord> implements ChallengeStore {
  async put(record: ChallengeRecord, now: number): Promise<void> {
    for (const r of this.all()) if (r.expiresAt <= now) this.rows.delete(r.id);
    this.rows.set(record.id, { ...record });
  }
  async peek(id: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRecord | null> {
    const row = this.rows.get(id);
    return row && row.purpose === purpose && row.expiresAt > now ? { ...row } : null;
  }
  async take(id: string, purpose: ChallengePurpose, now: number): Promise<ChallengeRecord | null> {
    const row = await this.peek(id, purpose, now);
    if (row) this.rows.delete(id);
    return row;
  }
  async setChallenge(id: string, challenge: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) row.challenge = challenge;
  }
}

/**
 * WebAuthn without cryptography: a response is `{ id, challenge, userHandle?, uv?, counter? }` and
 * verifies when its challenge is the expected one, its user was verified and its counter went up, which
 * is what the library checks for the use cases.
 */
export class StandInWebAuthn implements WebAuthnCeremonies {
  private issued = 0;
  async registrationOptions(input: { userId: string }) {
    this.issued += 1;
    return { options: { challenge: `reg-${this.issued}`, user: { id: input.userId } }, challenge: `reg-${this.issued}` };
  }
  async verifyRegistration(response: unknown, expectedChallenge: string): Promise<NewCredential | null> {
    const r = response as { id: string; challenge: string; uv?: boolean };
    if (r.challenge !== expectedChallenge || r.uv === false) return null;
    return { credentialId: r.id, publicKey: `clave-${r.id}`, counter: 0, transports: ['internal'], deviceType: 'singleDevice', backedUp: false };
  }
  async authenticationOptions() {
    this.issued += 1;
    return { options: { challenge: `auth-${this.issued}` }, challenge: `auth-${this.issued}` };
  }
  credentialOf(response: unknown) {
    const r = response as { id?: unknown; userHandle?: string };
    return typeof r.id === 'string' ? { credentialId: r.id, userHandle: r.userHandle ?? null } : null;
  }
  async verifyAuthentication(response: unknown, expectedChallenge: string, passkey: Passkey) {
    const r = response as { challenge: string; uv?: boolean; counter?: number };
    const counter = r.counter ?? passkey.counter + 1;
    if (r.challenge !== expectedChallenge || r.uv === false || (counter !== 0 && counter <= passkey.counter)) return null;
    return { newCounter: counter };
  }
}

/** Authenticator apps, recovery codes and second-step locks in memory. */
export class MemorySecondFactors implements SecondFactorRepository, Snapshottable {
  readonly totp = new Map<string, TotpFactor>();
  readonly codes = new Map<string, RecoveryCode>();
  readonly attempts = new Map<string, { failures: number; lockedUntil: number | null }>();

  snapshot(): () => void {
    const [totp, codes, attempts] = [structuredClone(this.totp), structuredClone(this.codes), structuredClone(this.attempts)];
    return () => {
      for (const [live, copy] of [
        [this.totp, totp],
        [this.codes, codes],
        [this.attempts, attempts],
      ] as [Map<string, unknown>, Map<string, unknown>][]) {
        live.clear();
        for (const [k, v] of copy) live.set(k, v);
      }
    };
  }
  async totpOf(userId: string): Promise<TotpFactor | null> {
    return structuredClone(this.totp.get(userId) ?? null);
  }
  async saveTotp(factor: TotpFactor): Promise<void> {
    this.totp.set(factor.userId, { ...factor });
  }
  async confirmTotp(userId: string, at: string, step: number): Promise<boolean> {
    const f = this.totp.get(userId);
    if (!f || f.confirmedAt) return false;
    Object.assign(f, { confirmedAt: at, lastStep: step });
    return true;
  }
  async useTotpStep(userId: string, step: number): Promise<boolean> {
    const f = this.totp.get(userId);
    if (!f || (f.lastStep !== null && f.lastStep >= step)) return false;
    f.lastStep = step;
    return true;
  }
  async removeTotp(userId: string): Promise<boolean> {
    return this.totp.delete(userId);
  }
  async unusedRecoveryCodes(userId: string): Promise<RecoveryCode[]> {
    return [...this.codes.values()].filter((c) => c.userId === userId && c.usedAt === null).map((c) => ({ ...c }));
  }
  async replaceRecoveryCodes(userId: string, codes: RecoveryCode[]): Promise<void> {
    for (const [id, c] of this.codes) if (c.userId === userId) this.codes.delete(id);
    for (const c of codes) this.codes.set(c.id, { ...c });
  }
  async useRecoveryCode(id: string, at: string): Promise<boolean> {
    const c = this.codes.get(id);
    if (!c || c.usedAt !== null) return false;
    c.usedAt = at;
    return true;
  }
  async attemptsOf(userId: string): Promise<{ failures: number; lockedUntil: number | null }> {
    return { ...(this.attempts.get(userId) ?? { failures: 0, lockedUntil: null }) };
  }
  async saveAttempts(userId: string, state: { failures: number; lockedUntil: number | null }): Promise<void> {
    this.attempts.set(userId, { ...state });
  }
}

/** When each session last confirmed who holds it, in memory; rolled back with the transaction that wrote it. */
export class MemorySessionConfirmations implements SessionConfirmationStore, Snapshottable {
  rows = new Map<string, { userId: string; confirmedAt: number }>();
  snapshot(): () => void {
    const copy = new Map([...this.rows].map(([id, row]) => [id, { ...row }]));
    return () => {
      this.rows = copy;
    };
  }
  async record(sessionId: string, userId: string, at: number, clearBefore: number): Promise<void> {
    for (const [id, row] of this.rows) if (row.confirmedAt < clearBefore) this.rows.delete(id);
    this.rows.set(sessionId, { userId, confirmedAt: at });
  }
  async lastOf(sessionId: string): Promise<{ userId: string; confirmedAt: number } | null> {
    const row = this.rows.get(sessionId);
    return row ? { ...row } : null;
  }
}

/** Sessions in memory, with the database's rules: live means neither ended nor expired; a link is spent once. */
export class MemorySessions extends MemoryTable<SessionRecord> implements SessionRepository {
  /** How many times a use was written: the last use is recorded once a minute at most. */
  touches = 0;
  async insert(record: SessionRecord): Promise<void> {
    this.rows.set(record.id, { ...record });
  }
  async findById(id: string): Promise<SessionRecord | null> {
    return structuredClone(this.rows.get(id) ?? null);
  }
  async liveOf(userId: string, now: string): Promise<SessionRecord[]> {
    return this.all()
      .filter((s) => s.userId === userId && s.revokedAt === null && s.expiresAt > now)
      .sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || a.id.localeCompare(b.id));
  }
  async history(userId: string, browserHash: string | null): Promise<{ any: boolean; browser: boolean }> {
    const mine = this.all().filter((s) => s.userId === userId);
    return { any: mine.length > 0, browser: browserHash !== null && mine.some((s) => s.browserHash === browserHash) };
  }
  async touch(id: string, at: string, ip: string | null, staleBefore: string): Promise<void> {
    const row = this.rows.get(id);
    if (!row || row.lastUsedAt >= staleBefore) return;
    this.touches += 1;
    Object.assign(row, { lastUsedAt: at, ip });
  }
  async revoke(selection: SessionSelection, at: string): Promise<string[]> {
    const ended = [...this.rows.values()].filter(
      (s) => s.userId === selection.userId && s.revokedAt === null && ('id' in selection ? s.id === selection.id : s.id !== selection.exceptId),
    );
    for (const s of ended) Object.assign(s, { revokedAt: at, revokeLinkHash: null, revokeLinkExpiresAt: null });
    return ended.map((s) => s.id);
  }
  async takeRevokeLink(id: string, linkHash: string, now: string): Promise<string | null> {
    const row = this.rows.get(id);
    if (!row || row.revokeLinkHash !== linkHash || !row.revokeLinkExpiresAt || row.revokeLinkExpiresAt <= now) return null;
    Object.assign(row, { revokeLinkHash: null, revokeLinkExpiresAt: null });
    return row.userId;
  }
  async purge(userId: string, before: string): Promise<void> {
    for (const s of this.all()) if (s.userId === userId && s.expiresAt < before) this.rows.delete(s.id);
  }
}
