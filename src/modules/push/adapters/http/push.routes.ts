import Router from '@koa/router';
import type { Container } from 'inversify';
import { PUSH_MSG } from '../../../../contracts/push.contract.js';
import type { PushAnnouncementAnswer, PushAnnouncementsAnswer, PushDeviceAnswer, PushDevicesAnswer, PushKeyAnswer } from '../../../../contracts/push.views.js';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import { PUSH } from '../../push.tokens.js';

/** The driver's devices (profile, 'Notificaciones en este dispositivo') and the admins' 'Aviso a los inscritos'. */
export function pushRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  const get = container.get.bind(container);

  router.get('/push/clave', (ctx) => {
    ctx.body = get(PUSH.GetKey).execute() satisfies PushKeyAnswer;
  });

  router.get('/perfil/dispositivos', requireAuth, async (ctx) => {
    ctx.body = { dispositivos: await get(PUSH.ListMyDevices).execute(actorOf(ctx)) } satisfies PushDevicesAnswer;
  });

  router.post('/perfil/dispositivos', requireAuth, async (ctx) => {
    const dispositivo = await get(PUSH.Subscribe).execute(actorOf(ctx), ctx.request.body, ctx.get('user-agent'));
    ctx.status = 201;
    ctx.body = { message: PUSH_MSG.subscribed, dispositivo } satisfies PushDeviceAnswer;
  });

  // Signing out in this browser: before the session ends, the page names its subscription (docs/adr/0056).
  router.post('/perfil/dispositivos/baja', requireAuth, async (ctx) => {
    await get(PUSH.ForgetThisBrowser).execute(actorOf(ctx), ctx.request.body);
    ctx.body = { message: PUSH_MSG.signedOut } satisfies MessageAnswer;
  });

  router.put('/perfil/dispositivos/:id', requireAuth, async (ctx) => {
    const dispositivo = await get(PUSH.UpdateSwitches).execute(actorOf(ctx), ctx.params.id!, ctx.request.body);
    ctx.body = { message: PUSH_MSG.switchesSaved, dispositivo } satisfies PushDeviceAnswer;
  });

  router.delete('/perfil/dispositivos/:id', requireAuth, async (ctx) => {
    await get(PUSH.RemoveDevice).execute(actorOf(ctx), ctx.params.id!);
    ctx.body = { message: PUSH_MSG.unsubscribed } satisfies MessageAnswer;
  });

  router.get('/avisos-inscritos', requireAdmin, async (ctx) => {
    ctx.body = { avisos: await get(PUSH.ListAnnouncements).execute(actorOf(ctx)!) } satisfies PushAnnouncementsAnswer;
  });

  router.post('/avisos-inscritos', requireAdmin, async (ctx) => {
    const aviso = await get(PUSH.Announce).execute(actorOf(ctx)!, ctx.request.body);
    ctx.status = 201;
    ctx.body = { message: PUSH_MSG.announced, aviso } satisfies PushAnnouncementAnswer;
  });

  return router;
}
