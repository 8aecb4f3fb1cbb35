import Router from '@koa/router';
import type { Container } from 'inversify';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import { CONTACT_MSG } from '../../../../contracts/contact.contract.js';
import type { AppState } from '../../../../http/state.js';
import { CONTACT } from '../../contact.tokens.js';

export function contactRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/contact' });

  router.post('/', async (ctx) => {
    await container.get(CONTACT.Send).execute(ctx.request.body, ctx.ip);
    // A dropped bot gets the same answer as a person, so it learns nothing.
    ctx.body = { message: CONTACT_MSG.sent } satisfies MessageAnswer;
  });

  return router;
}
