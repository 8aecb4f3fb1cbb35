import { ContainerModule, type ResolutionContext } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { Argon2PasswordHasher } from './adapters/argon2/argon2-password-hasher.js';
import { JwtTokenIssuer } from './adapters/jwt/jwt-token-issuer.js';
import { OidcIdentityProvider } from './adapters/oidc/oidc-identity-provider.js';
import { KnexResetTokenRepository } from './adapters/persistence/reset-token.repository.knex.js';
import { KnexUserRepository } from './adapters/persistence/user.repository.knex.js';
import { ChangePassword } from './application/change-password.use-case.js';
import { CreateAdmin } from './application/create-admin.use-case.js';
import { DeleteUser } from './application/delete-user.use-case.js';
import { FindDrivers } from './application/find-drivers.use-case.js';
import { GetUser } from './application/get-user.use-case.js';
import { ListDrivers } from './application/list-drivers.use-case.js';
import { ListUsers } from './application/list-users.use-case.js';
import { LogIn } from './application/log-in.use-case.js';
import { noEnrolments } from './application/ports/enrolment-directory.port.js';
import { RegisterUser } from './application/register-user.use-case.js';
import { RequestPasswordReset } from './application/request-password-reset.use-case.js';
import { ResetPassword } from './application/reset-password.use-case.js';
import { ResolveSession } from './application/resolve-session.use-case.js';
import { CompleteExternalSignIn, StartExternalSignIn } from './application/sign-in-externally.use-case.js';
import { UpdateUser } from './application/update-user.use-case.js';
import { VerifyResetToken } from './application/verify-reset-token.use-case.js';
import { IDENTITY } from './identity.tokens.js';

/** The SPA page the provider sends the browser back to. */
export const EXTERNAL_CALLBACK_PATH = '/auth/google/callback';

export const identityModule = new ContainerModule(({ bind, isBound }) => {
  const deps = (ctx: ResolutionContext) => ({
    users: ctx.get(IDENTITY.Users),
    resetTokens: ctx.get(IDENTITY.ResetTokens),
    hasher: ctx.get(IDENTITY.Hasher),
    tokens: ctx.get(IDENTITY.Tokens),
    provider: ctx.get(IDENTITY.Provider),
    enrolments: ctx.get(IDENTITY.Enrolments),
    releases: ctx.getAll(IDENTITY.AccountReleases, { optional: true }),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    limiter: ctx.get(PLATFORM.RateLimiter),
    outbox: ctx.get(PLATFORM.MailOutbox),
    storage: ctx.get(PLATFORM.FileStorage),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
    redirectUri: `${ctx.get(PLATFORM.Config).publicUrl}${EXTERNAL_CALLBACK_PATH}`,
  });

  bind(IDENTITY.Users).toDynamicValue((ctx) => new KnexUserRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY.ResetTokens).toDynamicValue((ctx) => new KnexResetTokenRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(IDENTITY.Hasher).toConstantValue(new Argon2PasswordHasher());
  bind(IDENTITY.Tokens).toDynamicValue((ctx) => new JwtTokenIssuer(ctx.get(PLATFORM.Config).jwtSecret)).inSingletonScope();
  bind(IDENTITY.Provider).toDynamicValue((ctx) => new OidcIdentityProvider(ctx.get(PLATFORM.Config).oidc)).inSingletonScope();
  if (!isBound(IDENTITY.Enrolments)) bind(IDENTITY.Enrolments).toConstantValue(noEnrolments);

  const useCases = [
    [IDENTITY.RegisterUser, RegisterUser],
    [IDENTITY.LogIn, LogIn],
    [IDENTITY.RequestPasswordReset, RequestPasswordReset],
    [IDENTITY.VerifyResetToken, VerifyResetToken],
    [IDENTITY.ResetPassword, ResetPassword],
    [IDENTITY.ChangePassword, ChangePassword],
    [IDENTITY.GetUser, GetUser],
    [IDENTITY.UpdateUser, UpdateUser],
    [IDENTITY.ListUsers, ListUsers],
    [IDENTITY.DeleteUser, DeleteUser],
    [IDENTITY.ListDrivers, ListDrivers],
    [IDENTITY.FindDrivers, FindDrivers],
    [IDENTITY.StartExternalSignIn, StartExternalSignIn],
    [IDENTITY.CompleteExternalSignIn, CompleteExternalSignIn],
    [IDENTITY.CreateAdmin, CreateAdmin],
    [IDENTITY.ResolveSession, ResolveSession],
  ] as const;
  for (const [id, UseCase] of useCases) {
    // Each use case takes the subset of `deps` it declares; the rest is ignored.
    bind(id as symbol).toDynamicValue((ctx) => new (UseCase as new (d: ReturnType<typeof deps>) => unknown)(deps(ctx))).inSingletonScope();
  }
});
