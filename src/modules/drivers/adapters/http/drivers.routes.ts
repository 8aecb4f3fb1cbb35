import Router from '@koa/router';
import type { Container } from 'inversify';
import type { DriverPageAnswer } from '../../../../contracts/drivers.views.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf } from '../../../identity/index.js';
import { DRIVERS } from '../../drivers.tokens.js';

/** GET /api/pilotos/{id}: a driver's public page (anonymous is fine; an admin also sees unpublished results). */
export function driversRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/pilotos' });
  router.get('/:id', async (ctx) => {
    const viewer = ctx.state.currentUser ? actorOf(ctx) : null;
    ctx.body = (await container.get(DRIVERS.GetDriverPage).execute(viewer, ctx.params.id)) satisfies DriverPageAnswer;
  });
  return router;
}
