import Router from '@koa/router';
import type { Container } from 'inversify';
import { NOTIFICATION_MSG } from '../../../../contracts/notifications.contract.js';
import type { DiscordSettingsAnswer, ReminderPreferenceAnswer } from '../../../../contracts/notifications.views.js';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireAuth } from '../../../identity/index.js';
import { NOTIFICATIONS } from '../../notifications.tokens.js';

/** The driver's reminder choice (profile) and the admin's Discord settings ('Ajustes'). */
export function notificationsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  const get = container.get.bind(container);

  router.get('/perfil/notificaciones', requireAuth, async (ctx) => {
    ctx.body = { preferencia: await get(NOTIFICATIONS.GetReminderPreference).execute(actorOf(ctx)) } satisfies ReminderPreferenceAnswer;
  });

  router.put('/perfil/notificaciones', requireAuth, async (ctx) => {
    const preferencia = await get(NOTIFICATIONS.SetReminderPreference).execute(actorOf(ctx), ctx.request.body);
    ctx.body = { message: NOTIFICATION_MSG.reminderSaved, preferencia } satisfies ReminderPreferenceAnswer;
  });

  router.get('/ajustes/discord', requireAdmin, async (ctx) => {
    ctx.body = (await get(NOTIFICATIONS.GetDiscordSettings).execute(actorOf(ctx))) satisfies DiscordSettingsAnswer;
  });

  router.put('/ajustes/discord', requireAdmin, async (ctx) => {
    const answer = await get(NOTIFICATIONS.SaveDiscordSettings).execute(actorOf(ctx), ctx.request.body);
    ctx.body = { message: NOTIFICATION_MSG.settingsSaved, ...answer } satisfies DiscordSettingsAnswer & MessageAnswer;
  });

  router.post('/ajustes/discord/:canal/prueba', requireAdmin, async (ctx) => {
    await get(NOTIFICATIONS.SendDiscordTest).execute(actorOf(ctx), ctx.params.canal);
    ctx.body = { message: NOTIFICATION_MSG.testSent } satisfies MessageAnswer;
  });

  return router;
}
