import { accountCancelled } from '../domain/identity.errors.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { Clock } from '../../../platform/clock.js';
import { DomainError, ValidationError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { normaliseEmail } from '../domain/user.entity.js';
import type { SignInAnswer } from '../../../contracts/account-security.views.js';
import { insertNewUser } from './new-user.js';
import type { AuthorizationRequest, IdentityProvider } from './ports/identity-provider.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { ChallengeStore } from './ports/passkeys.port.js';
import type { GoogleSignInSwitch, SignUpConsents } from './ports/privacy-consents.port.js';
import type { SecondFactorCheck } from './second-factor-check.js';
import { sessionOrSecondStep } from './second-step.use-case.js';
import type { IssueSessionDeps, SignInClient } from './issue-session.js';

export const providerDisabled = () =>
  new DomainError('EXTERNAL_SIGN_IN_DISABLED', 'El inicio de sesión con Google no está configurado en este sitio');

export const providerTurnedOff = () => new DomainError('EXTERNAL_SIGN_IN_DISABLED', 'La liga desactivó el inicio de sesión con Google. Entra con tu correo y contraseña.');

export class StartExternalSignIn {
  constructor(private readonly deps: { provider: IdentityProvider; redirectUri: string; googleSwitch: GoogleSignInSwitch }) {}

  /** Refused when Google is not configured, or when the league turned it off as a processor (privacy settings). */
  async execute(): Promise<AuthorizationRequest> {
    if (!this.deps.provider.enabled) throw providerDisabled();
    if (!(await this.deps.googleSwitch.googleOn())) throw providerTurnedOff();
    return this.deps.provider.startAuthorization(this.deps.redirectUri);
  }
}

/**
 * Finishes the provider's round trip. A returning user is found by the provider's subject; a first
 * sign-in with a verified e-mail of an existing account links to it; anyone else gets a new account
 * with no usable password.
 */
export class CompleteExternalSignIn {
  constructor(
    private readonly deps: IssueSessionDeps & {
      provider: IdentityProvider;
      redirectUri: string;
      users: UserRepository;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      secondFactor: SecondFactorCheck;
      challenges: ChallengeStore;
      consents: SignUpConsents;
      audit: AuditTrail;
    },
  ) {}

  async execute(input: { code?: string; state?: string; flow?: AuthorizationRequest['flow'] }, client: SignInClient | string): Promise<SignInAnswer> {
    if (!this.deps.provider.enabled) throw providerDisabled();
    if (!input.code) throw new ValidationError('No se recibió el código de autorización de Google.');
    if (!input.flow) throw new ValidationError('La sesión de inicio con Google expiró. Vuelve a intentarlo.');
    const params = new URLSearchParams({ code: input.code, state: input.state ?? '' });
    const identity = await this.deps.provider.completeAuthorization({ redirectUri: this.deps.redirectUri, callbackParams: params, flow: input.flow });

    const user = await this.deps.tx.run(async (trx) => {
      const known = await this.deps.users.findByGoogleId(identity.subject, trx);
      if (known?.blockedAt) throw accountCancelled();
      if (known && !known.deletedAt) return known;
      const email = identity.email ? normaliseEmail(identity.email) : undefined;
      if (email && identity.emailVerified) {
        const existing = await this.deps.users.findByEmail(email, trx);
        if (existing?.blockedAt) throw accountCancelled();
        if (existing) {
          const now = this.deps.clock.now().toISOString();
          await this.deps.users.update(existing.id, { googleId: identity.subject, updatedAt: now }, trx);
          return { ...existing, googleId: identity.subject };
        }
      }
      if (!email || !identity.emailVerified) {
        throw new ValidationError('Tu cuenta de Google no tiene un correo verificado.');
      }
      const created = await insertNewUser(
        this.deps,
        {
          nombre: identity.givenName || email.split('@')[0],
          apellido: identity.familyName || '',
          email,
          passwordHash: null,
          authProvider: 'google',
          googleId: identity.subject,
          imagenPerfil: identity.picture ?? null,
        },
        trx,
      );
      // A first sign-in with Google is a registration: the page showed the notice's short version.
      await this.deps.consents.record(created.id, 'google', trx);
      return created;
    });
    // Google is one factor: an account with a second factor answers the second step too (docs/adr/0046).
    return sessionOrSecondStep(this.deps, user, client, 'google');
  }
}
