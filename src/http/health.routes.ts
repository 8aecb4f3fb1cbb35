import Router from '@koa/router';
import type { Knex } from 'knex';
import { pingDatabase } from '../platform/database/knex.js';

export function healthRoutes(knex: Knex): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const up = await pingDatabase(knex);
    ctx.status = up ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: up ? 'ok' : 'error', database: up ? 'ok' : 'error' };
  });
  return router;
}
