import type { ServiceIdentifier } from 'inversify';
import type { ChangePassword } from './application/change-password.use-case.js';
import type { CreateAdmin } from './application/create-admin.use-case.js';
import type { DeleteUser } from './application/delete-user.use-case.js';
import type { FindDrivers } from './application/find-drivers.use-case.js';
import type { GetUser } from './application/get-user.use-case.js';
import type { ListDrivers } from './application/list-drivers.use-case.js';
import type { ListUsers } from './application/list-users.use-case.js';
import type { LogIn } from './application/log-in.use-case.js';
import type { AccountRelease } from './application/ports/account-release.port.js';
import type { EnrolmentDirectory } from './application/ports/enrolment-directory.port.js';
import type { IdentityProvider } from './application/ports/identity-provider.port.js';
import type { PasswordHasher } from './application/ports/password-hasher.port.js';
import type { ResetTokenRepository } from './application/ports/reset-token.repository.port.js';
import type { TokenIssuer } from './application/ports/token-issuer.port.js';
import type { UserRepository } from './application/ports/user.repository.port.js';
import type { RegisterUser } from './application/register-user.use-case.js';
import type { RequestPasswordReset } from './application/request-password-reset.use-case.js';
import type { ResetPassword } from './application/reset-password.use-case.js';
import type { ResolveSession } from './application/resolve-session.use-case.js';
import type { CompleteExternalSignIn, StartExternalSignIn } from './application/sign-in-externally.use-case.js';
import type { UpdateUser } from './application/update-user.use-case.js';
import type { VerifyResetToken } from './application/verify-reset-token.use-case.js';

const token = <T>(name: string) => Symbol.for(`identity.${name}`) as ServiceIdentifier<T>;

export const IDENTITY = {
  Users: token<UserRepository>('Users'),
  ResetTokens: token<ResetTokenRepository>('ResetTokens'),
  Hasher: token<PasswordHasher>('Hasher'),
  Tokens: token<TokenIssuer>('Tokens'),
  Provider: token<IdentityProvider>('Provider'),
  /** Bound by the championships module when present; identity falls back to "no enrolments". */
  Enrolments: token<EnrolmentDirectory>('Enrolments'),
  /** Bound by each module that holds upcoming places for an account (any number, or none). */
  AccountReleases: token<AccountRelease>('AccountReleases'),
  RegisterUser: token<RegisterUser>('RegisterUser'),
  LogIn: token<LogIn>('LogIn'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  VerifyResetToken: token<VerifyResetToken>('VerifyResetToken'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  GetUser: token<GetUser>('GetUser'),
  UpdateUser: token<UpdateUser>('UpdateUser'),
  ListUsers: token<ListUsers>('ListUsers'),
  DeleteUser: token<DeleteUser>('DeleteUser'),
  ListDrivers: token<ListDrivers>('ListDrivers'),
  FindDrivers: token<FindDrivers>('FindDrivers'),
  StartExternalSignIn: token<StartExternalSignIn>('StartExternalSignIn'),
  CompleteExternalSignIn: token<CompleteExternalSignIn>('CompleteExternalSignIn'),
  CreateAdmin: token<CreateAdmin>('CreateAdmin'),
  ResolveSession: token<ResolveSession>('ResolveSession'),
};
