import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { Argon2PasswordHasher } from './adapters/argon2/argon2-password-hasher.js';
import { JwtTokenIssuer } from './adapters/jwt/jwt-token-issuer.js';
import { OidcIdentityProvider } from './adapters/oidc/oidc-identity-provider.js';
import { KnexChallengeStore, KnexPasskeyRepository } from './adapters/persistence/passkey.repository.knex.js';
import { SimpleWebAuthnCeremonies } from './adapters/webauthn/simplewebauthn-ceremonies.js';
import { OtpauthTotpEngine } from './adapters/otp/otpauth-totp-engine.js';
import { KnexSecondFactorRepository } from './adapters/persistence/second-factor.repository.knex.js';
import { KnexSessionConfirmationStore } from './adapters/persistence/session-confirmation.store.knex.js';
import { KnexResetTokenRepository } from './adapters/persistence/reset-token.repository.knex.js';
import { KnexUserRepository } from './adapters/persistence/user.repository.knex.js';
import { KnexSessionRepository } from './adapters/persistence/session.repository.knex.js';
import { ListSessions, RevokeOtherSessions, RevokeSession, RevokeSessionFromMail, SessionRevocation } from './application/sessions.use-case.js';
import { AccountLookup } from './application/account-lookup.js';
import { AccountSearch } from './application/account-search.js';
import { DriverCards } from './application/driver-cards.js';
import { IracingAccountLookup } from './application/iracing-account-lookup.js';
import { ChangePassword } from './application/change-password.use-case.js';
import { LogOut } from './application/log-out.use-case.js';
import { CreateAdmin } from './application/create-admin.use-case.js';
import { PersonalDataAccounts } from './application/personal-data-accounts.js';
import { DeleteUser } from './application/delete-user.use-case.js';
import { FindDrivers } from './application/find-drivers.use-case.js';
import { GetUser } from './application/get-user.use-case.js';
import { ListDrivers } from './application/list-drivers.use-case.js';
import { ListUsers } from './application/list-users.use-case.js';
import { LogIn } from './application/log-in.use-case.js';
import { FinishPasskeyRegistration, ListPasskeys, RemovePasskey, RenamePasskey, StartPasskeyRegistration } from './application/passkeys.use-case.js';
import { FinishPasskeySignIn, StartPasskeySignIn } from './application/sign-in-with-passkey.use-case.js';
import { SecondFactorCheck } from './application/second-factor-check.js';
import { Reconfirmation } from './application/reconfirmation.use-case.js';
import { CompleteSecondStep } from './application/second-step.use-case.js';
import { GetSecuritySummary } from './application/security-summary.use-case.js';
import { ConfirmTotp, RegenerateRecoveryCodes, RemoveTotp, StartTotpSetup } from './application/totp-factor.use-case.js';
import { ResetSecondFactor } from './application/reset-second-factor.use-case.js';
import { RegisterUser } from './application/register-user.use-case.js';
import { RequestPasswordReset } from './application/request-password-reset.use-case.js';
import { ResetPassword } from './application/reset-password.use-case.js';
import { ResolveSession } from './application/resolve-session.use-case.js';
import { CompleteExternalSignIn, StartExternalSignIn } from './application/sign-in-externally.use-case.js';
import { UpdateUser } from './application/update-user.use-case.js';
import { VerifyResetToken } from './application/verify-reset-token.use-case.js';
import { IDENTITY_PRIVATE } from './identity.private-tokens.js';
import { IDENTITY } from './identity.tokens.js';

/** The SPA page the provider sends the browser back to. */
export const EXTERNAL_CALLBACK_PATH = '/auth/google/callback';

/**
 * Binds identity's own tokens only. IDENTITY.Enrolments and IDENTITY.AccountReleases are ports the
 * composition root fills, so this module loads in any order.
 */
export const identityModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    users: ctx.get(IDENTITY_PRIVATE.Users),
    resetTokens: ctx.get(IDENTITY_PRIVATE.ResetTokens),
    hasher: ctx.get(IDENTITY_PRIVATE.Hasher),
    tokens: ctx.get(IDENTITY_PRIVATE.Tokens),
    provider: ctx.get(IDENTITY_PRIVATE.Provider),
    passkeys: ctx.get(IDENTITY_PRIVATE.Passkeys),
    challenges: ctx.get(IDENTITY_PRIVATE.Challenges),
    webauthn: ctx.get(IDENTITY_PRIVATE.WebAuthn),
    factors: ctx.get(IDENTITY_PRIVATE.SecondFactors),
    totp: ctx.get(IDENTITY_PRIVATE.Totp),
    secondFactor: ctx.get(IDENTITY_PRIVATE.SecondFactorCheck),
    sessions: ctx.get(IDENTITY_PRIVATE.Sessions),
    revocation: ctx.get(IDENTITY_PRIVATE.SessionRevocation),
    confirmations: ctx.get(IDENTITY_PRIVATE.Confirmations),
    logger: ctx.get(PLATFORM.Logger),
    enrolments: ctx.get(IDENTITY.Enrolments),
    consents: ctx.get(IDENTITY.SignUpConsents),
    names: ctx.get(IDENTITY.FullNameChoices),
    googleSwitch: ctx.get(IDENTITY.GoogleSwitch),
    releases: ctx.getAll(IDENTITY.AccountReleases, { optional: true }),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    limiter: ctx.get(PLATFORM.RateLimiter),
    outbox: ctx.get(PLATFORM.MailOutbox),
    storage: ctx.get(PLATFORM.FileStorage),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
    redirectUri: `${ctx.get(PLATFORM.Config).publicUrl}${EXTERNAL_CALLBACK_PATH}`,
  });

  bind(IDENTITY_PRIVATE.Users).toDynamicValue((ctx) => new KnexUserRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY_PRIVATE.ResetTokens).toDynamicValue((ctx) => new KnexResetTokenRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY_PRIVATE.Hasher).toDynamicValue((ctx) => new Argon2PasswordHasher(ctx.get(PLATFORM.Config).passwordHashCost)).inSingletonScope();
  bind(IDENTITY_PRIVATE.Tokens).toDynamicValue((ctx) => new JwtTokenIssuer(ctx.get(PLATFORM.Config).jwtSecret)).inSingletonScope();
  bind(IDENTITY_PRIVATE.Provider).toDynamicValue((ctx) => new OidcIdentityProvider(ctx.get(PLATFORM.Config).oidc)).inSingletonScope();
  bind(IDENTITY_PRIVATE.Passkeys).toDynamicValue((ctx) => new KnexPasskeyRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY_PRIVATE.Challenges).toDynamicValue((ctx) => new KnexChallengeStore(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY_PRIVATE.WebAuthn).toDynamicValue((ctx) => new SimpleWebAuthnCeremonies(ctx.get(PLATFORM.Config).publicUrl)).inSingletonScope();
  bind(IDENTITY_PRIVATE.SecondFactors).toDynamicValue((ctx) => new KnexSecondFactorRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY_PRIVATE.Totp).toDynamicValue(() => new OtpauthTotpEngine()).inSingletonScope();
  bind(IDENTITY_PRIVATE.Confirmations).toDynamicValue((ctx) => new KnexSessionConfirmationStore(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY_PRIVATE.SecondFactorCheck)
    .toDynamicValue(
      (ctx) =>
        new SecondFactorCheck({
          factors: ctx.get(IDENTITY_PRIVATE.SecondFactors),
          passkeys: ctx.get(IDENTITY_PRIVATE.Passkeys),
          totp: ctx.get(IDENTITY_PRIVATE.Totp),
          hasher: ctx.get(IDENTITY_PRIVATE.Hasher),
          clock: ctx.get(PLATFORM.Clock),
          newId: ctx.get(PLATFORM.NewId),
        }),
    )
    .inSingletonScope();
  bind(IDENTITY_PRIVATE.Sessions).toDynamicValue((ctx) => new KnexSessionRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY_PRIVATE.SessionRevocation)
    .toDynamicValue(
      (ctx) =>
        new SessionRevocation({
          sessions: ctx.get(IDENTITY_PRIVATE.Sessions),
          clock: ctx.get(PLATFORM.Clock),
          logger: ctx.get(PLATFORM.Logger),
          audit: ctx.get(PLATFORM.AuditTrail),
          tx: ctx.get(PLATFORM.Tx),
        }),
    )
    .inSingletonScope();
  bindClass(bind, IDENTITY.Accounts, AccountLookup, (ctx) => ({ users: ctx.get(IDENTITY_PRIVATE.Users) }));
  bindClass(bind, IDENTITY.IracingAccounts, IracingAccountLookup, (ctx) => ({ users: ctx.get(IDENTITY_PRIVATE.Users) }));
  bindClass(bind, IDENTITY.PublicIracingAccounts, IracingAccountLookup, (ctx) => ({ users: ctx.get(IDENTITY_PRIVATE.Users), publicNames: ctx.get(IDENTITY.FullNameChoices) }));
  bindClass(bind, IDENTITY.DriverCards, DriverCards, (ctx) => ({ users: ctx.get(IDENTITY_PRIVATE.Users), names: ctx.get(IDENTITY.FullNameChoices) }));
  bindClass(bind, IDENTITY.AccountSearch, AccountSearch, (ctx) => ({ users: ctx.get(IDENTITY_PRIVATE.Users) }));

  const useCase = classBinder(bind, deps);
  useCase(IDENTITY.PersonalDataAccounts, PersonalDataAccounts);
  useCase(IDENTITY.RegisterUser, RegisterUser);
  useCase(IDENTITY.LogIn, LogIn);
  useCase(IDENTITY.LogOut, LogOut);
  useCase(IDENTITY.RequestPasswordReset, RequestPasswordReset);
  useCase(IDENTITY.VerifyResetToken, VerifyResetToken);
  useCase(IDENTITY.ResetPassword, ResetPassword);
  useCase(IDENTITY.ChangePassword, ChangePassword);
  useCase(IDENTITY.GetUser, GetUser);
  useCase(IDENTITY.UpdateUser, UpdateUser);
  useCase(IDENTITY.ListUsers, ListUsers);
  useCase(IDENTITY.DeleteUser, DeleteUser);
  useCase(IDENTITY.ListDrivers, ListDrivers);
  useCase(IDENTITY.FindDrivers, FindDrivers);
  useCase(IDENTITY.StartExternalSignIn, StartExternalSignIn);
  useCase(IDENTITY.CompleteExternalSignIn, CompleteExternalSignIn);
  useCase(IDENTITY.CreateAdmin, CreateAdmin);
  useCase(IDENTITY.ResolveSession, ResolveSession);
  useCase(IDENTITY.ListSessions, ListSessions);
  useCase(IDENTITY.RevokeSession, RevokeSession);
  useCase(IDENTITY.RevokeOtherSessions, RevokeOtherSessions);
  useCase(IDENTITY.RevokeSessionFromMail, RevokeSessionFromMail);
  useCase(IDENTITY.ListPasskeys, ListPasskeys);
  useCase(IDENTITY.StartPasskeyRegistration, StartPasskeyRegistration);
  useCase(IDENTITY.FinishPasskeyRegistration, FinishPasskeyRegistration);
  useCase(IDENTITY.RenamePasskey, RenamePasskey);
  useCase(IDENTITY.RemovePasskey, RemovePasskey);
  useCase(IDENTITY.StartPasskeySignIn, StartPasskeySignIn);
  useCase(IDENTITY.FinishPasskeySignIn, FinishPasskeySignIn);
  useCase(IDENTITY.CompleteSecondStep, CompleteSecondStep);
  useCase(IDENTITY.GetSecuritySummary, GetSecuritySummary);
  useCase(IDENTITY.StartTotpSetup, StartTotpSetup);
  useCase(IDENTITY.ConfirmTotp, ConfirmTotp);
  useCase(IDENTITY.RemoveTotp, RemoveTotp);
  useCase(IDENTITY.RegenerateRecoveryCodes, RegenerateRecoveryCodes);
  useCase(IDENTITY.ResetSecondFactor, ResetSecondFactor);
  useCase(IDENTITY.Reconfirmation, Reconfirmation);
});
