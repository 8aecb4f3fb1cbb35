import Router from '@koa/router';
import type { Container } from 'inversify';
import { SPONSOR_MSG } from '../../../../contracts/sponsors.contract.js';
import type { SponsorAnswer, SponsorListAnswer } from '../../../../contracts/sponsors.views.js';
import { formFields, multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import { publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin } from '../../../identity/index.js';
import { SPONSORS } from '../../sponsors.tokens.js';

const single = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

/** Sponsors: the public list (`success` and `data`, as the carousel reads it) and the admin's writes. */
export function sponsorsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/sponsors' });
  const get = container.get.bind(container);

  router.get('/list', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = { success: true, data: await get(SPONSORS.List).execute() } satisfies SponsorListAnswer;
  });

  router.post('/create', requireAdmin, multipart(), async (ctx) => {
    const data = await get(SPONSORS.Create).execute(actorOf(ctx), { fields: single(formFields(ctx)), logo: await uploadedFile(ctx, 'logo') });
    ctx.status = 201;
    ctx.body = { success: true, message: SPONSOR_MSG.created, data } satisfies SponsorAnswer;
  });

  router.put('/:id', requireAdmin, multipart(), async (ctx) => {
    // The specification's client sends the new logo under `logos`; `logo` is accepted as well.
    const logo = (await uploadedFile(ctx, 'logos')) ?? (await uploadedFile(ctx, 'logo'));
    const data = await get(SPONSORS.Update).execute(actorOf(ctx), ctx.params.id, { fields: single(formFields(ctx)), logo });
    ctx.body = { success: true, message: SPONSOR_MSG.updated, data } satisfies SponsorAnswer;
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await get(SPONSORS.Delete).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { success: true, message: SPONSOR_MSG.deleted };
  });

  return router;
}
