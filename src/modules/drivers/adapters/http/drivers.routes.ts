import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context, Next } from 'koa';
import type { DriverChampionshipsAnswer, DriverPageAnswer, DriverResultsAnswer, DriverTitlesAnswer } from '../../../../contracts/drivers.views.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf } from '../../../identity/index.js';
import { DRIVERS } from '../../drivers.tokens.js';

/**
 * GET /api/pilotos/{id}: a driver's public page with the first page of his results and of the
 * championships he entered (anonymous is fine; an admin also sees unpublished results), GET
 * /api/pilotos/{id}/resultados?desde=<siguiente> the later pages of results (by place, docs/adr/0072) and GET
 * /api/pilotos/{id}/campeonatos?desde=&limite= those of championships (docs/adr/0061), GET
 * /api/pilotos/{id}/titulos?desde=&limite= those of his titles (docs/adr/0066). Kept as bytes
 * for everyone but admins (docs/adr/0019, 0024) until the next write or the next event's publication.
 */
export function driversRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/pilotos' });
  const page = () => container.get(DRIVERS.GetDriverPage);
  const viewerOf = (ctx: Context & { state: AppState }) => (ctx.state.currentUser ? actorOf(ctx) : null);
  // Read before the handler reads the clock: an instant it already shows as public ends the entry early, never late.
  async function untilNextPublication(ctx: Context & { state: AppState }, next: Next) {
    const changesAt = await page().nextChange();
    await next();
    answerChangesAt(ctx, changesAt);
  }
  const kept = [publicRead(container, { audience: 'non-admins' }), untilNextPublication] as const;
  router.get('/:id', ...kept, async (ctx) => {
    ctx.body = (await page().execute(viewerOf(ctx), ctx.params.id)) satisfies DriverPageAnswer;
  });
  router.get('/:id/resultados', ...kept, async (ctx) => {
    ctx.body = (await page().results(viewerOf(ctx), ctx.params.id, ctx.query.desde)) satisfies DriverResultsAnswer;
  });
  router.get('/:id/campeonatos', ...kept, async (ctx) => {
    ctx.body = (await page().championships(viewerOf(ctx), ctx.params.id, { limite: ctx.query.limite, desde: ctx.query.desde })) satisfies DriverChampionshipsAnswer;
  });
  router.get('/:id/titulos', ...kept, async (ctx) => {
    ctx.body = (await page().titles(viewerOf(ctx), ctx.params.id, { limite: ctx.query.limite, desde: ctx.query.desde })) satisfies DriverTitlesAnswer;
  });
  return router;
}
