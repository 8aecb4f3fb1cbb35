import type Router from '@koa/router';
import type { Container } from 'inversify';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import type {
  PasskeyAddedAnswer,
  PasskeyListAnswer,
  ReconfirmationStatus,
  ReconfirmedAnswer,
  RecoveryCodesAnswer,
  SecuritySummary,
  SessionListAnswer,
  SessionsClosedAnswer,
  TotpSetupAnswer,
  WebAuthnOptionsAnswer,
} from '../../../../contracts/account-security.views.js';
import type { AuthSession } from '../../../../contracts/identity.views.js';
import { formFields } from '../../../../http/multipart.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { IDENTITY } from '../../identity.tokens.js';
import { actorOf, currentSessionId, originOf, requireAuth, requireFreshConfirmation, setSessionCookie, signInClientOf } from './session.middleware.js';

/**
 * Account security (docs/adr/0046): the owner's passkeys under /api/seguridad, and the sign-in with a
 * passkey under /api/auth. Added to the auth router, so the HTTP assembly needs no new entry.
 */
export function addSecurityRoutes(router: Router<AppState>, container: Container): void {
  const get = container.get.bind(container);

  router.get('/seguridad/llaves', requireAuth, async (ctx) => {
    ctx.body = { llaves: await get(IDENTITY.ListPasskeys).execute(actorOf(ctx)) } satisfies PasskeyListAnswer;
  });

  router.post('/seguridad/llaves/opciones', requireAuth, requireFreshConfirmation, async (ctx) => {
    ctx.body = (await get(IDENTITY.StartPasskeyRegistration).execute(actorOf(ctx))) satisfies WebAuthnOptionsAnswer;
  });

  router.post('/seguridad/llaves', requireAuth, requireFreshConfirmation, async (ctx) => {
    const llave = await get(IDENTITY.FinishPasskeyRegistration).execute(actorOf(ctx), formFields(ctx) as never);
    ctx.status = 201;
    ctx.body = { message: 'Llave de acceso agregada', llave } satisfies PasskeyAddedAnswer;
  });

  router.put('/seguridad/llaves/:id', requireAuth, async (ctx) => {
    await get(IDENTITY.RenamePasskey).execute(actorOf(ctx), ctx.params.id!, formFields(ctx) as never);
    ctx.body = { message: 'Llave de acceso renombrada' } satisfies MessageAnswer;
  });

  router.delete('/seguridad/llaves/:id', requireAuth, requireFreshConfirmation, async (ctx) => {
    await get(IDENTITY.RemovePasskey).execute(actorOf(ctx), ctx.params.id!);
    ctx.body = { message: 'Llave de acceso eliminada' } satisfies MessageAnswer;
  });

  // The account's sessions: never a token, only their opaque ids (docs/adr/0046).
  router.get('/seguridad/sesiones', requireAuth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { sesiones: await get(IDENTITY.ListSessions).execute(actorOf(ctx), currentSessionId(ctx)) } satisfies SessionListAnswer;
  });

  router.delete('/seguridad/sesiones/:id', requireAuth, async (ctx) => {
    await get(IDENTITY.RevokeSession).execute(actorOf(ctx), currentSessionId(ctx), ctx.params.id!);
    ctx.body = { message: 'Sesión cerrada' } satisfies MessageAnswer;
  });

  router.post('/seguridad/sesiones/cerrar-otras', requireAuth, async (ctx) => {
    const cerradas = await get(IDENTITY.RevokeOtherSessions).execute(actorOf(ctx), currentSessionId(ctx));
    const message = cerradas === 0 ? 'No había otras sesiones abiertas' : cerradas === 1 ? 'Se cerró 1 sesión' : `Se cerraron ${cerradas} sesiones`;
    ctx.body = { message, cerradas } satisfies SessionsClosedAnswer;
  });

  // The link mailed for a sign-in from a new browser: works without a session, once.
  router.post('/auth/sesion/cerrar-desde-correo', async (ctx) => {
    await get(IDENTITY.RevokeSessionFromMail).execute(formFields(ctx), originOf(ctx));
    ctx.body = { message: 'Cerramos esa sesión. Si no fuiste tú, cambia tu contraseña.' } satisfies MessageAnswer;
  });

  router.get('/seguridad', requireAuth, async (ctx) => {
    ctx.body = (await get(IDENTITY.GetSecuritySummary).execute(actorOf(ctx))) satisfies SecuritySummary;
  });

  // The secret and the recovery codes are answered once: never kept by a cache on the way.
  router.post('/seguridad/app', requireAuth, requireFreshConfirmation, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(IDENTITY.StartTotpSetup).execute(actorOf(ctx))) satisfies TotpSetupAnswer;
  });

  router.post('/seguridad/app/confirmar', requireAuth, requireFreshConfirmation, async (ctx) => {
    const codigosRecuperacion = await get(IDENTITY.ConfirmTotp).execute(actorOf(ctx), formFields(ctx) as never);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Aplicación de autenticación activada', codigosRecuperacion } satisfies RecoveryCodesAnswer;
  });

  router.delete('/seguridad/app', requireAuth, requireFreshConfirmation, async (ctx) => {
    await get(IDENTITY.RemoveTotp).execute(actorOf(ctx));
    ctx.body = { message: 'Aplicación de autenticación quitada' } satisfies MessageAnswer;
  });

  router.post('/seguridad/codigos', requireAuth, requireFreshConfirmation, async (ctx) => {
    const codigosRecuperacion = await get(IDENTITY.RegenerateRecoveryCodes).execute(actorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Nuevos códigos de recuperación', codigosRecuperacion } satisfies RecoveryCodesAnswer;
  });

  // A fresh confirmation of this session for sensitive actions (docs/adr/0046): how, and until when.
  router.get('/seguridad/confirmar', requireAuth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(IDENTITY.Reconfirmation).status(actorOf(ctx), currentSessionId(ctx)!)) satisfies ReconfirmationStatus;
  });

  router.post('/seguridad/confirmar/opciones', requireAuth, async (ctx) => {
    ctx.body = (await get(IDENTITY.Reconfirmation).passkeyOptions(actorOf(ctx))) satisfies WebAuthnOptionsAnswer;
  });

  router.post('/seguridad/confirmar', requireAuth, async (ctx) => {
    const status = await get(IDENTITY.Reconfirmation).confirm(actorOf(ctx), currentSessionId(ctx)!, formFields(ctx) as never);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Listo: confirmaste que eres tú.', ...status } satisfies ReconfirmedAnswer;
  });

  // The second step of a sign-in: the session only once the code is right.
  router.post('/auth/segundo-paso', async (ctx) => {
    const session = await get(IDENTITY.CompleteSecondStep).execute(formFields(ctx) as never, signInClientOf(ctx));
    setSessionCookie(ctx, session.token);
    ctx.body = session satisfies AuthSession;
  });

  router.post('/auth/llave/opciones', async (ctx) => {
    ctx.body = (await get(IDENTITY.StartPasskeySignIn).execute()) satisfies WebAuthnOptionsAnswer;
  });

  router.post('/auth/llave', async (ctx) => {
    const session = await get(IDENTITY.FinishPasskeySignIn).execute(formFields(ctx) as never, signInClientOf(ctx));
    setSessionCookie(ctx, session.token);
    ctx.body = session satisfies AuthSession;
  });
}
