import Router from '@koa/router';
import type { Container } from 'inversify';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import type { SignInAnswer } from '../../../../contracts/account-security.views.js';
import { FORGOT_PASSWORD_MESSAGE, REGISTER_MESSAGE } from '../../../../contracts/identity.contract.js';
import type { AuthProviders, ChangePasswordAnswer, ResetTokenCheck, SessionAnswer } from '../../../../contracts/identity.views.js';
import { isStaff } from '../../domain/second-factor-rule.js';
import { addSecurityRoutes } from './security.routes.js';
import { actorOf, clearSessionCookie, currentSessionId, originOf, requireAuth, requireFreshConfirmation, secureCookies, setSessionCookie, signInClientOf } from './session.middleware.js';
import { formFields } from '../../../../http/multipart.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { DomainError } from '../../../../platform/errors.js';
import type { AuthorizationRequest } from '../../application/ports/identity-provider.port.js';
import { IDENTITY_PRIVATE } from '../../identity.private-tokens.js';
import { IDENTITY } from '../../identity.tokens.js';

const FLOW_COOKIE = 'oidc_flow';
const FLOW_TTL_MS = 10 * 60_000;

/** Sign-up, sign-in, sign-out, password recovery and change, and external sign-in. */
export function authRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  const get = container.get.bind(container);

  router.post('/auth/register', async (ctx) => {
    // The same answer whether the address was new or already had an account (its owner gets an e-mail).
    await get(IDENTITY.RegisterUser).execute(formFields(ctx) as never, ctx.ip);
    ctx.status = 201;
    ctx.body = { message: REGISTER_MESSAGE } satisfies MessageAnswer;
  });

  router.post('/auth/login', async (ctx) => {
    const answer = await get(IDENTITY.LogIn).execute(formFields(ctx) as never, signInClientOf(ctx));
    // An account with a second factor gets its challenge and no cookie (docs/adr/0046).
    if ('token' in answer) setSessionCookie(ctx, answer.token);
    ctx.body = answer satisfies SignInAnswer;
  });

  router.post('/auth/logout', async (ctx) => {
    await get(IDENTITY.LogOut).execute(ctx.state.currentUser ? actorOf(ctx) : null, currentSessionId(ctx));
    clearSessionCookie(ctx);
    ctx.body = { message: 'Sesión cerrada' } satisfies MessageAnswer;
  });

  router.post('/auth/forgot-password', async (ctx) => {
    await get(IDENTITY.RequestPasswordReset).execute(formFields(ctx) as { email: string }, ctx.ip);
    ctx.body = { message: FORGOT_PASSWORD_MESSAGE } satisfies MessageAnswer;
  });

  router.get('/auth/verify-reset-token', async (ctx) => {
    const { token, userId } = ctx.query;
    ctx.body = await get(IDENTITY.VerifyResetToken).execute({ token: String(token ?? ''), userId: String(userId ?? '') }) satisfies ResetTokenCheck;
  });

  router.post('/auth/reset-password', async (ctx) => {
    await get(IDENTITY.ResetPassword).execute(formFields(ctx), originOf(ctx));
    ctx.body = { message: 'Contraseña actualizada con éxito' } satisfies MessageAnswer;
  });

  router.post('/users/change-password', requireAuth, requireFreshConfirmation, async (ctx) => {
    const { token } = await get(IDENTITY.ChangePassword).execute(actorOf(ctx), formFields(ctx), currentSessionId(ctx)!);
    setSessionCookie(ctx, token);
    ctx.body = { message: 'Contraseña cambiada con éxito', token } satisfies ChangePasswordAnswer;
  });

  // Whether the request carries a session, always 200: the web app asks this on every page load, so a
  // visitor without a session costs no 401 (GET /users/profile stays for the signed-in).
  router.get('/auth/session', async (ctx) => {
    if (!ctx.state.currentUser) {
      ctx.body = { autenticado: false } satisfies SessionAnswer;
      return;
    }
    const actor = actorOf(ctx);
    const user = await get(IDENTITY.GetUser).execute(actor, actor.id);
    // Staff without a second factor: the date the banner shows, and whether the panel is closed to them.
    const security = isStaff(ctx.state.currentUser) ? await get(IDENTITY.GetSecuritySummary).execute(actor) : null;
    const notice = security?.requerido && !security.segundoFactor ? { segundoFactor: { plazo: security.plazo, vencido: security.vencido } } : {};
    ctx.body = { autenticado: true, user, ...notice } satisfies SessionAnswer;
  });

  // Google is offered when it is configured and the league uses it (privacy settings' processors).
  router.get('/auth/providers', async (ctx) => {
    ctx.body = { google: { enabled: get(IDENTITY_PRIVATE.Provider).enabled && (await get(IDENTITY.GoogleSwitch).googleOn()) } } satisfies AuthProviders;
  });

  router.get('/auth/google/start', async (ctx) => {
    let request: AuthorizationRequest;
    try {
      request = await get(IDENTITY.StartExternalSignIn).execute();
    } catch (err) {
      // A person pressed the button and the whole page came here: show the failure on the SPA's
      // callback page ('Error de Google: …' and the way back), not as a page of JSON.
      if (err instanceof DomainError && ctx.accepts('json', 'html') === 'html') {
        ctx.redirect(`/auth/google/callback?error=${encodeURIComponent(err.message)}`);
        return;
      }
      throw err;
    }
    ctx.cookies.set(FLOW_COOKIE, Buffer.from(JSON.stringify(request.flow)).toString('base64url'), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(ctx),
      maxAge: FLOW_TTL_MS,
      path: '/api/auth/google',
    });
    ctx.redirect(request.url);
  });

  router.post('/auth/google/exchange-code', async (ctx) => {
    const { code, state } = formFields(ctx) as { code?: string; state?: string };
    const answer = await get(IDENTITY.CompleteExternalSignIn).execute({ code, state, flow: readFlow(ctx.cookies.get(FLOW_COOKIE, { signed: true })) }, signInClientOf(ctx));
    ctx.cookies.set(FLOW_COOKIE, '', { signed: true, maxAge: 0, path: '/api/auth/google', httpOnly: true });
    // Google is one factor: an account with a second one answers the second step first.
    if ('token' in answer) setSessionCookie(ctx, answer.token);
    ctx.body = answer satisfies SignInAnswer;
  });

  addSecurityRoutes(router, container);
  return router;
}

function readFlow(raw: string | undefined) {
  if (!raw) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    return typeof flow?.state === 'string' && typeof flow?.nonce === 'string' && typeof flow?.codeVerifier === 'string' ? flow : undefined;
  } catch {
    return undefined;
  }
}
