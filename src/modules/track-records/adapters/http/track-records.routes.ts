import Router from '@koa/router';
import type { Container } from 'inversify';
import { TRACK_RECORD_MSG } from '../../../../contracts/track-records.contract.js';
import type { TrackRecordAnswer, TrackRecordListAnswer, TrackRecordSuggestionListAnswer } from '../../../../contracts/track-records.views.js';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import { publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin } from '../../../identity/index.js';
import { TRACK_RECORDS } from '../../track-records.tokens.js';

const viewerOf = (ctx: { state: AppState }) => (ctx.state.currentUser ? actorOf(ctx) : null);

/**
 * Track records (spec 2 §7): read by everybody, written by administrators (checked here and in each
 * use case), and the suggestions from imported results.
 */
export function trackRecordsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/track-records' });
  const get = container.get.bind(container);

  // Visitors and drivers read the same records (names by the public-name rule): that answer is kept as
  // bytes until a write (docs/adr/0019; track_records is watched since migration 20261231000100). The
  // administrators' carries e-mail addresses: kept apart, for them only (users.email is watched since
  // migration 20261231000200, docs/adr/0075).
  router.get('/allrecords', publicRead(container, { audience: 'non-admins', keepAdmins: true }), async (ctx) => {
    const { data, siguiente, total } = await get(TRACK_RECORDS.List).execute(viewerOf(ctx), ctx.query);
    ctx.body = { success: true, data, siguiente, ...(total === undefined ? {} : { total }) } satisfies TrackRecordListAnswer;
  });

  router.get('/sugerencias', requireAdmin, async (ctx) => {
    ctx.body = { success: true, data: await get(TRACK_RECORDS.ListSuggestions).execute(actorOf(ctx)) } satisfies TrackRecordSuggestionListAnswer;
  });

  router.post('/sugerencias/:id/aceptar', requireAdmin, async (ctx) => {
    const data = await get(TRACK_RECORDS.AcceptSuggestion).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { success: true, message: TRACK_RECORD_MSG.accepted, data } satisfies TrackRecordAnswer;
  });

  router.post('/sugerencias/:id/descartar', requireAdmin, async (ctx) => {
    await get(TRACK_RECORDS.DismissSuggestion).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: TRACK_RECORD_MSG.dismissed } satisfies MessageAnswer;
  });

  router.get('/:id', async (ctx) => {
    ctx.body = { success: true, data: await get(TRACK_RECORDS.Get).execute(viewerOf(ctx), ctx.params.id) } satisfies TrackRecordAnswer;
  });

  router.post('/', requireAdmin, async (ctx) => {
    const data = await get(TRACK_RECORDS.Create).execute(actorOf(ctx), ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = { success: true, message: TRACK_RECORD_MSG.created, data } satisfies TrackRecordAnswer;
  });

  router.put('/:id', requireAdmin, async (ctx) => {
    const data = await get(TRACK_RECORDS.Update).execute(actorOf(ctx), ctx.params.id, ctx.request.body ?? {});
    ctx.body = { success: true, message: TRACK_RECORD_MSG.updated, data } satisfies TrackRecordAnswer;
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await get(TRACK_RECORDS.Delete).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: TRACK_RECORD_MSG.deleted } satisfies MessageAnswer;
  });

  return router;
}
