import Router from '@koa/router';
import type { Container } from 'inversify';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import { CONTACT_INBOX_MSG, CONTACT_MSG } from '../../../../contracts/contact.contract.js';
import type { ContactAnsweredAnswer, ContactInboxCounts, ContactInboxPage, ContactMessageView } from '../../../../contracts/contact.views.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin } from '../../../identity/index.js';
import { CONTACT } from '../../contact.tokens.js';

export function contactRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/contact' });

  router.post('/', async (ctx) => {
    await container.get(CONTACT.Send).execute(ctx.request.body, ctx.ip);
    // A dropped bot gets the same answer as a person, so it learns nothing.
    ctx.body = { message: CONTACT_MSG.sent } satisfies MessageAnswer;
  });

  // The admin inbox. Declared in this order so 'resumen' is not taken for an id.
  router.get('/admin', requireAdmin, async (ctx) => {
    ctx.body = (await container.get(CONTACT.List).execute(actorOf(ctx), ctx.query)) satisfies ContactInboxPage;
  });

  router.get('/admin/resumen', requireAdmin, async (ctx) => {
    ctx.body = (await container.get(CONTACT.Count).execute(actorOf(ctx))) satisfies ContactInboxCounts;
  });

  router.get('/admin/:id', requireAdmin, async (ctx) => {
    ctx.body = (await container.get(CONTACT.Read).execute(actorOf(ctx), ctx.params.id)) satisfies ContactMessageView;
  });

  router.put('/admin/:id/respondido', requireAdmin, async (ctx) => {
    const data = await container.get(CONTACT.MarkAnswered).execute(actorOf(ctx), ctx.params.id, ctx.request.body);
    ctx.body = { message: data.respondido ? CONTACT_INBOX_MSG.markedAnswered : CONTACT_INBOX_MSG.markedPending, data } satisfies ContactAnsweredAnswer;
  });

  return router;
}
