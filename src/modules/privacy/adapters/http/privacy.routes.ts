import Router from '@koa/router';
import type { Container } from 'inversify';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import type { MyPrivacyView, PendingConsentView, PrivacyNoticeEditorView, PrivacyNoticeView, PrivacySettingsView, ProcessorsAnswer } from '../../../../contracts/privacy.views.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import { PRIVACY } from '../../privacy.tokens.js';

/** The privacy notice and its processors (public), a person's consents and choices, and the admin's settings and editor. */
export function privacyRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/privacidad' });
  const get = container.get.bind(container);

  router.get('/aviso', async (ctx) => {
    ctx.body = (await get(PRIVACY.GetNotice).execute()) satisfies PrivacyNoticeView;
  });

  router.get('/encargados', async (ctx) => {
    ctx.body = (await get(PRIVACY.ListProcessors).execute()) satisfies ProcessorsAnswer;
  });

  router.get('/aviso/editor', requireAdmin, async (ctx) => {
    ctx.body = (await get(PRIVACY.GetNoticeEditor).execute(actorOf(ctx))) satisfies PrivacyNoticeEditorView;
  });

  router.put('/aviso', requireAdmin, async (ctx) => {
    const { message } = await get(PRIVACY.PublishNotice).execute(actorOf(ctx), ctx.request.body);
    ctx.body = { message } satisfies MessageAnswer;
  });

  router.get('/pendiente', requireAuth, async (ctx) => {
    ctx.body = (await get(PRIVACY.GetPendingConsent).execute(actorOf(ctx))) satisfies PendingConsentView;
  });

  router.post('/respuesta', requireAuth, async (ctx) => {
    ctx.body = (await get(PRIVACY.AnswerConsent).execute(actorOf(ctx), ctx.request.body)) satisfies MessageAnswer;
  });

  router.get('/mis-preferencias', requireAuth, async (ctx) => {
    ctx.body = (await get(PRIVACY.GetMyPrivacy).execute(actorOf(ctx))) satisfies MyPrivacyView;
  });

  router.put('/mis-preferencias', requireAuth, async (ctx) => {
    const answer = await get(PRIVACY.SaveMyChoices).execute(actorOf(ctx), ctx.request.body);
    ctx.body = { message: answer.message, preferencias: answer.data } satisfies MessageAnswer & Pick<MyPrivacyView, 'preferencias'>;
  });

  router.get('/ajustes', requireAdmin, async (ctx) => {
    ctx.body = (await get(PRIVACY.GetSettings).execute(actorOf(ctx))) satisfies PrivacySettingsView;
  });

  router.put('/ajustes', requireAdmin, async (ctx) => {
    const answer = await get(PRIVACY.SaveSettings).execute(actorOf(ctx), ctx.request.body);
    ctx.body = { message: answer.message, ...answer.data } satisfies MessageAnswer & PrivacySettingsView;
  });

  return router;
}
