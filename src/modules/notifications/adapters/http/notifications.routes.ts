import Router from '@koa/router';
import type { Container } from 'inversify';
import { NOTIFICATION_MSG } from '../../../../contracts/notifications.contract.js';
import type { ReminderPreferenceAnswer } from '../../../../contracts/notifications.views.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAuth } from '../../../identity/index.js';
import { NOTIFICATIONS } from '../../notifications.tokens.js';

/** The driver's reminder choice (profile). */
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

  return router;
}
