import { createSecretKey, randomBytes } from 'node:crypto';
import type { Context, Middleware, Next } from 'koa';
import jwt from 'koa-jwt';
import { UnauthenticatedError } from '../../../../platform/errors.js';
import type { AppState } from '../../../../http/state.js';
import type { SignInClient } from '../../application/issue-session.js';
import type { ResolveSession } from '../../application/resolve-session.use-case.js';
import { reauthRequired, type Reconfirmation } from '../../application/reconfirmation.use-case.js';
import { notAllowed, stewardsOnly } from '../../domain/identity.errors.js';
import { assertAdmin, assertBroadcasterOrAdmin } from '../../domain/user-permissions.js';
import { secondFactorRequired } from '../../domain/second-factor-rule.js';
import { isAdmin, isSteward, type Actor } from '../../domain/user.entity.js';
import { TOKEN_TTL_SECONDS } from '../jwt/jwt-token-issuer.js';

export const TOKEN_COOKIE = 'token';

/**
 * Reads the session token from `Authorization: Bearer` (scripts, the CLI) or the `token` cookie (the
 * web app), then loads the account behind it. A bad, expired or revoked token leaves the request
 * anonymous; the guards below decide what anonymous may do.
 */
export function sessionMiddleware(secret: string, resolveSession: ResolveSession, reconfirmation: Reconfirmation): Middleware<AppState> {
  // The key made once: given the secret as text, the JWT library tries it as a public key first on
  // every request (building and catching an error) before it takes it as a secret: a tenth of a signed-in
  // request's time. The same bytes as the text the tokens are signed with.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const verify = jwt({ secret: key as unknown as Buffer, cookie: TOKEN_COOKIE, passthrough: true, algorithms: ['HS256'] }) as unknown as Middleware<AppState>;
  return async (ctx, next) => {
    // koa-jwt answers a request without a token by building and catching several errors; an
    // anonymous visit (most of the public site) should cost nothing here.
    if (!/^Bearer\s+\S/i.test(ctx.get('authorization')) && !ctx.cookies.get(TOKEN_COOKIE)) return next();
    await verify(ctx, async () => {
      const claims = ctx.state.user;
      if (claims) ctx.state.currentUser = (await resolveSession.execute(claims as never, { ip: ctx.ip })) ?? undefined;
      const user = ctx.state.currentUser;
      if (user?.sessionId) {
        const sessionId = user.sessionId;
        ctx.state.confirmedRecently = () => reconfirmation.isFresh(sessionId, user.id);
      }
      await next();
    });
  };
}

/**
 * Whether this answer's cookies are marked `Secure`: when the request came over HTTPS, and always when
 * the site's public address is https (a proxy terminating TLS, trusted or not, forwards plain HTTP).
 * The cookie library refuses a secure cookie on a plain connection unless told the site is HTTPS.
 */
export function secureCookies(ctx: Context & { state: Partial<AppState> }): boolean {
  const secure = ctx.secure || ctx.state.publicUrlIsHttps === true;
  if (secure) ctx.cookies.secure = true;
  return secure;
}

export function setSessionCookie(ctx: Context & { state: Partial<AppState> }, token: string): void {
  ctx.cookies.set(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(ctx),
    signed: false,
    maxAge: TOKEN_TTL_SECONDS * 1000,
    path: '/',
    overwrite: true,
  });
  if (ctx.state.signInBrowser) {
    ctx.cookies.set(BROWSER_COOKIE, ctx.state.signInBrowser, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies(ctx),
      signed: false,
      maxAge: BROWSER_COOKIE_MAX_AGE_MS,
      path: BROWSER_COOKIE_PATH,
      overwrite: true,
    });
  }
}

/** The browser's own id: a random value in a long-lived cookie sent only to the sign-in calls. */
export const BROWSER_COOKIE = 'navegador';
const BROWSER_COOKIE_PATH = '/api/auth';
const BROWSER_COOKIE_MAX_AGE_MS = 365 * 24 * 3600_000;

/**
 * Who signs in, for the session about to be issued: address, User-Agent and the browser's own id. A
 * browser without one (or with a malformed one) gets a new one, kept in its cookie for a year once a
 * session is issued (setSessionCookie), so a later sign-in from it is recognised and not mailed as a new
 * browser (docs/adr/0046).
 */
export function signInClientOf(ctx: Context & { state: Partial<AppState> }): SignInClient {
  let browser = ctx.cookies.get(BROWSER_COOKIE) ?? '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(browser)) browser = randomBytes(32).toString('base64url');
  ctx.state.signInBrowser = browser;
  return { ip: ctx.ip || null, userAgent: ctx.get('user-agent') || null, browser };
}

/** The session making the request, when there is one. */
export const currentSessionId = (ctx: { state: AppState }): string | null => ctx.state.currentUser?.sessionId ?? null;

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(TOKEN_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: secureCookies(ctx), signed: false, maxAge: 0, path: '/', overwrite: true });
}

/** Guard: a signed-in account. Named so the admin-route table can find the guards on each route. */
export async function requireAuth(ctx: Context & { state: AppState }, next: Next): Promise<void> {
  if (!ctx.state.currentUser) throw new UnauthenticatedError();
  await next();
}

/**
 * Guard: the admin rule (assertAdmin, the one the use cases call) on the route, checked on the server
 * for every admin call before the body is read.
 */
export async function requireAdmin(ctx: Context & { state: AppState }, next: Next): Promise<void> {
  if (ctx.state.currentUser && isAdmin(ctx.state.currentUser) && ctx.state.currentUser.segundoFactorVencido) throw secondFactorRequired();
  assertAdmin(actorOf(ctx));
  await next();
}

/** Guard: a steward ('comisario') or an admin; the use case then checks the championship and the report. */
export async function requireSteward(ctx: Context & { state: AppState }, next: Next): Promise<void> {
  if (!ctx.state.currentUser) throw new UnauthenticatedError();
  if (!isAdmin(ctx.state.currentUser) && !isSteward(ctx.state.currentUser)) throw stewardsOnly();
  if (ctx.state.currentUser.segundoFactorVencido) throw secondFactorRequired();
  await next();
}

/** Guard: the broadcast team ('transmision') or an admin: the 'Transmisión' page's calls (docs/adr/0059). */
export async function requireBroadcaster(ctx: Context & { state: AppState }, next: Next): Promise<void> {
  if (!ctx.state.currentUser) throw new UnauthenticatedError();
  if (isAdmin(ctx.state.currentUser) && ctx.state.currentUser.segundoFactorVencido) throw secondFactorRequired();
  assertBroadcasterOrAdmin(actorOf(ctx));
  await next();
}

/**
 * Guard: the account named by the path's `:id` itself, or an admin. Checked before the body is read, so
 * nobody else makes the server parse (and write to disk) a form on someone else's profile; the use
 * case still applies the finer rules (which fields, superadmins).
 */
export async function requireSelfOrAdmin(ctx: Context & { state: AppState; params?: Record<string, string> }, next: Next): Promise<void> {
  const user = ctx.state.currentUser;
  if (!user) throw new UnauthenticatedError();
  if (user.id !== ctx.params?.id && !isAdmin(actorOf(ctx))) throw user.segundoFactorVencido ? secondFactorRequired() : notAllowed();
  await next();
}

/** The guards that ask a fresh confirmation, for the route table that checks every sensitive route has one. */
const freshConfirmationGuards = new WeakSet<object>();
export const isFreshConfirmationGuard = (middleware: unknown): boolean => typeof middleware === 'function' && freshConfirmationGuards.has(middleware);

/**
 * Guard: a sensitive action (a refund, a role change, deleting a user or results, the iRacing connection,
 * one's e-mail, password or second factor) needs a session that confirmed who holds it within the last ten
 * minutes (docs/adr/0046): 403 REAUTH_REQUIRED otherwise, which the web app answers by asking for the code,
 * the passkey or the password and sending the same request again. The CLI calls use cases, not routes.
 */
export async function requireFreshConfirmation(ctx: Context & { state: AppState }, next: Next): Promise<void> {
  if (!ctx.state.currentUser) throw new UnauthenticatedError();
  if (!(await ctx.state.confirmedRecently?.())) throw reauthRequired();
  await next();
}
freshConfirmationGuards.add(requireFreshConfirmation);

/**
 * The same guard for a route whose request is sensitive only sometimes (a user form that changes the role
 * or the e-mail, a state change to 'reembolsado'): `sensitive` decides from the request, after the body is read.
 */
type RouteContext = Context & { state: AppState; params: Record<string, string> };
export function requireFreshConfirmationWhen(sensitive: (ctx: RouteContext) => boolean | Promise<boolean>) {
  const guard = async (ctx: RouteContext, next: Next): Promise<void> => {
    if (await sensitive(ctx)) return requireFreshConfirmation(ctx, next);
    await next();
  };
  freshConfirmationGuards.add(guard);
  return guard;
}

/**
 * Who acts in this request. A staff account past its grace date without a second factor acts as a driver
 * (docs/adr/0046): its role's powers come back once it adds a factor, and the staff routes' guards above
 * say so in Spanish.
 */
export function actorOf(ctx: { state: AppState; ip?: string; get?: (field: string) => string }): Actor {
  const user = ctx.state.currentUser;
  if (!user) throw new UnauthenticatedError();
  return { id: user.id, rol: user.segundoFactorVencido ? 'user' : user.rol, suspendido: user.suspendido, origen: originOf(ctx) };
}

/** The client's address (the trusted proxy's last X-Forwarded-For hop, see app.ts) and browser, as the audit log records them. */
export function originOf(ctx: { ip?: string; get?: (field: string) => string }): { ip: string | null; navegador: string | null } {
  return { ip: ctx.ip || null, navegador: ctx.get?.('user-agent') || null };
}
