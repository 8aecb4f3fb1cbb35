import Router from '@koa/router';
import type { Container } from 'inversify';
import type { ArcoAttention, ArcoFiledAnswer, ArcoQueueAnswer, BlockedAccountDetailAnswer, BlockedAccountsAnswer, MyArcoRequestsAnswer } from '../../../../contracts/data-rights.contract.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import { DATA_RIGHTS } from '../../data-rights.tokens.js';

/** The ARCO rights: the person's requests and cancellation, the public form, the admin queue and the mailed download. */
export function dataRightsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>();
  const get = container.get.bind(container);

  router.post('/api/derechos-arco', async (ctx) => {
    ctx.status = 201;
    ctx.body = (await get(DATA_RIGHTS.FilePublicRequest).execute(ctx.request.body, ctx.ip)) satisfies ArcoFiledAnswer;
  });

  router.get('/api/datos-personales/solicitudes', requireAuth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(DATA_RIGHTS.ListMyRequests).execute(actorOf(ctx))) satisfies MyArcoRequestsAnswer;
  });

  router.post('/api/datos-personales/solicitudes', requireAuth, async (ctx) => {
    ctx.status = 201;
    ctx.body = (await get(DATA_RIGHTS.FileOwnRequest).execute(actorOf(ctx), ctx.request.body)) satisfies ArcoFiledAnswer;
  });

  router.post('/api/datos-personales/cancelar', requireAuth, async (ctx) => {
    ctx.body = (await get(DATA_RIGHTS.CancelAccount).execute(actorOf(ctx), ctx.request.body)) satisfies ArcoFiledAnswer;
  });

  router.get('/api/datos-personales/descargas/:token', async (ctx) => {
    const zip = await get(DATA_RIGHTS.Download).execute(ctx.params.token ?? '');
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', 'attachment; filename="mis-datos-personales.zip"');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = zip;
  });

  router.get('/api/datos-personales/admin/solicitudes', requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(DATA_RIGHTS.ListQueue).execute(actorOf(ctx), { abiertas: ctx.query.abiertas === 'true' })) satisfies ArcoQueueAnswer;
  });

  router.get('/api/datos-personales/admin/resumen', requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(DATA_RIGHTS.Attention).execute(actorOf(ctx))) satisfies ArcoAttention;
  });

  router.put('/api/datos-personales/admin/solicitudes/:id', requireAdmin, async (ctx) => {
    ctx.body = (await get(DATA_RIGHTS.AnswerRequest).execute(actorOf(ctx), ctx.params.id ?? '', ctx.request.body)) satisfies ArcoFiledAnswer;
  });

  // 'Datos bloqueados': the superadmin only (the use case refuses everyone else); each read is recorded in the audit log.
  router.get('/api/datos-personales/admin/bloqueados', requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { limite, despues } = ctx.query;
    ctx.body = (await get(DATA_RIGHTS.ReadBlocked).list(actorOf(ctx), { limite, despues })) satisfies BlockedAccountsAnswer;
  });

  router.get('/api/datos-personales/admin/bloqueados/:userId', requireAdmin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(DATA_RIGHTS.ReadBlocked).show(actorOf(ctx), ctx.params.userId ?? '')) satisfies BlockedAccountDetailAnswer;
  });

  router.get('/api/datos-personales/admin/bloqueados/:userId/archivos/:tabla/:fila/:columna', requireAdmin, async (ctx) => {
    const { userId = '', tabla = '', fila = '', columna = '' } = ctx.params;
    const file = await get(DATA_RIGHTS.ReadBlocked).file(actorOf(ctx), userId, tabla, fila, columna);
    ctx.set('Content-Type', file.contentType);
    ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = file.content;
  });

  return router;
}
