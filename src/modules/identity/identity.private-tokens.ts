import type { ServiceIdentifier } from 'inversify';
import type { IdentityProvider } from './application/ports/identity-provider.port.js';
import type { ChallengeStore, PasskeyRepository, WebAuthnCeremonies } from './application/ports/passkeys.port.js';
import type { SecondFactorRepository, TotpEngine } from './application/ports/second-factor.port.js';
import type { SessionConfirmationStore } from './application/ports/session-confirmations.port.js';
import type { SecondFactorCheck } from './application/second-factor-check.js';
import type { PasswordHasher } from './application/ports/password-hasher.port.js';
import type { ResetTokenRepository } from './application/ports/reset-token.repository.port.js';
import type { TokenIssuer } from './application/ports/token-issuer.port.js';
import type { UserRepository } from './application/ports/user.repository.port.js';
import type { SessionRepository } from './application/ports/sessions.port.js';
import type { SessionRevocation } from './application/sessions.use-case.js';

const token = <T>(name: string) => Symbol.for(`identity.${name}`) as ServiceIdentifier<T>;

/** Identity's insides: bound and read only within this module (never exported from index.ts). */
export const IDENTITY_PRIVATE = {
  Users: token<UserRepository>('Users'),
  ResetTokens: token<ResetTokenRepository>('ResetTokens'),
  Hasher: token<PasswordHasher>('Hasher'),
  Tokens: token<TokenIssuer>('Tokens'),
  Provider: token<IdentityProvider>('Provider'),
  Passkeys: token<PasskeyRepository>('Passkeys'),
  Challenges: token<ChallengeStore>('Challenges'),
  WebAuthn: token<WebAuthnCeremonies>('WebAuthn'),
  SecondFactors: token<SecondFactorRepository>('SecondFactors'),
  Totp: token<TotpEngine>('Totp'),
  SecondFactorCheck: token<SecondFactorCheck>('SecondFactorCheck'),
  Sessions: token<SessionRepository>('Sessions'),
  SessionRevocation: token<SessionRevocation>('SessionRevocation'),
  Confirmations: token<SessionConfirmationStore>('Confirmations'),
};
