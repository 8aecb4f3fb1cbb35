import type { ServiceIdentifier } from 'inversify';
import type { AccountLookup } from './application/account-lookup.js';
import type { AccountSearch } from './application/account-search.js';
import type { ChangePassword } from './application/change-password.use-case.js';
import type { LogOut } from './application/log-out.use-case.js';
import type { CreateAdmin } from './application/create-admin.use-case.js';
import type { DriverCards } from './application/driver-cards.js';
import type { DeleteUser } from './application/delete-user.use-case.js';
import type { FindDrivers } from './application/find-drivers.use-case.js';
import type { GetUser } from './application/get-user.use-case.js';
import type { IracingAccountLookup } from './application/iracing-account-lookup.js';
import type { ListDrivers } from './application/list-drivers.use-case.js';
import type { ListUsers } from './application/list-users.use-case.js';
import type { LogIn } from './application/log-in.use-case.js';
import type { AccountRelease } from './application/ports/account-release.port.js';
import type { EnrolmentDirectory } from './application/ports/enrolment-directory.port.js';
import type { FinishPasskeyRegistration, ListPasskeys, RemovePasskey, RenamePasskey, StartPasskeyRegistration } from './application/passkeys.use-case.js';
import type { FinishPasskeySignIn, StartPasskeySignIn } from './application/sign-in-with-passkey.use-case.js';
import type { CompleteSecondStep } from './application/second-step.use-case.js';
import type { GetSecuritySummary } from './application/security-summary.use-case.js';
import type { ConfirmTotp, RegenerateRecoveryCodes, RemoveTotp, StartTotpSetup } from './application/totp-factor.use-case.js';
import type { ResetSecondFactor } from './application/reset-second-factor.use-case.js';
import type { Reconfirmation } from './application/reconfirmation.use-case.js';
import type { RegisterUser } from './application/register-user.use-case.js';
import type { RequestPasswordReset } from './application/request-password-reset.use-case.js';
import type { ResetPassword } from './application/reset-password.use-case.js';
import type { ResolveSession } from './application/resolve-session.use-case.js';
import type { CompleteExternalSignIn, StartExternalSignIn } from './application/sign-in-externally.use-case.js';
import type { UpdateUser } from './application/update-user.use-case.js';
import type { VerifyResetToken } from './application/verify-reset-token.use-case.js';
import type { ListSessions, RevokeOtherSessions, RevokeSession, RevokeSessionFromMail } from './application/sessions.use-case.js';

const token = <T>(name: string) => Symbol.for(`identity.${name}`) as ServiceIdentifier<T>;

/**
 * Identity's public face: what it offers other modules (use cases, AccountLookup) and the ports it
 * needs filled, which only the composition root (src/container.ts) binds. Its stores and adapters are
 * in identity.private-tokens.ts.
 */
export const IDENTITY = {
  /** Port filled by the composition root: the championships a user is enrolled in. */
  Enrolments: token<EnrolmentDirectory>('Enrolments'),
  /** Port filled by the composition root, once per module that holds upcoming places for an account (any number). */
  AccountReleases: token<AccountRelease>('AccountReleases'),
  /** Offered: live accounts by id or e-mail address. */
  Accounts: token<AccountLookup>('Accounts'),
  /** Offered: the live accounts holding given iRacing customer ids (id and public name), for standings. */
  IracingAccounts: token<IracingAccountLookup>('IracingAccounts'),
  /** Offered: drivers' cards (name, avatar, iRacing id; e-mail for admin screens), for entry lists and driver pages. */
  DriverCards: token<DriverCards>('DriverCards'),
  /** Offered: the ids of the accounts whose name or e-mail contains a text, for searching records kept by user id (payments). */
  AccountSearch: token<AccountSearch>('AccountSearch'),
  RegisterUser: token<RegisterUser>('RegisterUser'),
  LogIn: token<LogIn>('LogIn'),
  LogOut: token<LogOut>('LogOut'),
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
  ListSessions: token<ListSessions>('ListSessions'),
  RevokeSession: token<RevokeSession>('RevokeSession'),
  RevokeOtherSessions: token<RevokeOtherSessions>('RevokeOtherSessions'),
  RevokeSessionFromMail: token<RevokeSessionFromMail>('RevokeSessionFromMail'),
  ListPasskeys: token<ListPasskeys>('ListPasskeys'),
  StartPasskeyRegistration: token<StartPasskeyRegistration>('StartPasskeyRegistration'),
  FinishPasskeyRegistration: token<FinishPasskeyRegistration>('FinishPasskeyRegistration'),
  RenamePasskey: token<RenamePasskey>('RenamePasskey'),
  RemovePasskey: token<RemovePasskey>('RemovePasskey'),
  StartPasskeySignIn: token<StartPasskeySignIn>('StartPasskeySignIn'),
  FinishPasskeySignIn: token<FinishPasskeySignIn>('FinishPasskeySignIn'),
  CompleteSecondStep: token<CompleteSecondStep>('CompleteSecondStep'),
  GetSecuritySummary: token<GetSecuritySummary>('GetSecuritySummary'),
  StartTotpSetup: token<StartTotpSetup>('StartTotpSetup'),
  ConfirmTotp: token<ConfirmTotp>('ConfirmTotp'),
  RemoveTotp: token<RemoveTotp>('RemoveTotp'),
  RegenerateRecoveryCodes: token<RegenerateRecoveryCodes>('RegenerateRecoveryCodes'),
  ResetSecondFactor: token<ResetSecondFactor>('ResetSecondFactor'),
  Reconfirmation: token<Reconfirmation>('Reconfirmation'),
};
