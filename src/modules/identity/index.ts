/**
 * Identity: accounts, sessions, password recovery, external sign-in and user administration.
 * The only file other modules, the HTTP assembly and the CLI import.
 */
export type { Actor, Rol, User } from './domain/user.entity.js';
export { isAdmin, isBroadcaster, isSteward, ROLES } from './domain/user.entity.js';
/** Throws 'Tu cuenta está suspendida' for a suspended actor; every change a person makes calls it. */
export { assertMayAct } from './domain/user-permissions.js';
/** The admin rule of every module's admin-only use cases: 'Acceso solo para administradores' (403 ADMIN_ONLY), then assertMayAct. */
export { assertAdmin } from './domain/user-permissions.js';
/** The steward rule beside it: a 'comisario' or an admin, not suspended ('Acceso solo para comisarios y administradores', 403 STEWARDS_ONLY). */
export { assertStewardOrAdmin } from './domain/user-permissions.js';
/** The broadcast rule: the broadcast team ('transmision') or an admin, not suspended ('Acceso solo para el equipo de transmisión y los administradores', 403 BROADCAST_ONLY). */
export { assertBroadcasterOrAdmin } from './domain/user-permissions.js';
export type { EnrolmentDirectory } from './application/ports/enrolment-directory.port.js';
export type { AccountRelease } from './application/ports/account-release.port.js';
export type { AccountLookup, AccountSummary } from './application/account-lookup.js';
/** `IDENTITY.IracingAccounts`: live accounts by iRacing customer id (id and public name), for standings. */
export type { IracingAccount, IracingAccountLookup } from './application/iracing-account-lookup.js';
/** `IDENTITY.DriverCards`: drivers' cards for entry lists and driver pages. */
export type { DriverCard, DriverCards } from './application/driver-cards.js';
/** `IDENTITY.AccountSearch`: the accounts whose name or e-mail contains a text. */
export type { AccountSearch } from './application/account-search.js';
export type { ResolveSession } from './application/resolve-session.use-case.js';
export type { UserView } from './application/user-view.js';
/** A browser as a person names it from its User-Agent ('Chrome en Android'), for lists of a person's devices. */
export { browserName } from './domain/browser-name.js';
/** A driver as others see them (id, _id, nombre, apellido, username, avatarUrl); `IDENTITY.FindDrivers` answers them by id. */
export type { DriverView } from './application/user-view.js';
export type { FindDrivers } from './application/find-drivers.use-case.js';
export { TOKEN_TTL_SECONDS } from './adapters/jwt/jwt-token-issuer.js';
export { authRoutes } from './adapters/http/auth.routes.js';
export { usersRoutes } from './adapters/http/users.routes.js';
/** Session middleware and the guards every module's routes use: requireAuth, requireAdmin, requireSteward, requireBroadcaster, actorOf. */
export { actorOf, requireAdmin, requireAuth, requireBroadcaster, requireSteward, sessionMiddleware, setSessionCookie, clearSessionCookie, TOKEN_COOKIE } from './adapters/http/session.middleware.js';
/** Sensitive actions: a session confirmed within ten minutes, else 403 REAUTH_REQUIRED (docs/adr/0046). */
export { isFreshConfirmationGuard, requireFreshConfirmation, requireFreshConfirmationWhen } from './adapters/http/session.middleware.js';
export { identityModule } from './identity.container.js';
/** Identity's public tokens; its stores and adapters stay private (identity.private-tokens.ts). */
export { IDENTITY } from './identity.tokens.js';
