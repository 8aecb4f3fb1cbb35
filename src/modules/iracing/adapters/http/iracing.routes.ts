import Router from '@koa/router';
import type { Container } from 'inversify';
import type { MessageAnswer } from '../../../../contracts/api.views.js';
import { IRACING_MSG, sessionAssignmentSchema, syncRequestSchema, type IracingConnectionAnswer, type IracingSettingsAnswer, type IracingStatusAnswer, type LapChartAnswer, type LeagueSeasonsAnswer, type SeasonSessionsAnswer, type SyncReport } from '../../../../contracts/iracing.contract.js';
import type { ImportEventAnswer } from '../../../../contracts/results.views.js';
import type { AppState } from '../../../../http/state.js';
import { parseOrThrow } from '../../../../platform/validation.js';
import { actorOf, requireAdmin, requireFreshConfirmation } from '../../../identity/index.js';
import type { ImportOutcome } from '../../../results/index.js';
import { IRACING } from '../../iracing.tokens.js';

const IMPORTED = 'Sesión de iRacing importada';

function answerImport(ctx: { status: number; body: unknown }, outcome: ImportOutcome): void {
  ctx.status = outcome.replaced ? 200 : 201;
  ctx.body = { message: IMPORTED, ...outcome } satisfies ImportEventAnswer;
}

/** The iRacing connection's calls: all for admins, checked again by each use case. */
export function iracingRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api' });
  const get = container.get.bind(container);

  router.get('/iracing/ajustes', requireAdmin, async (ctx) => {
    ctx.body = (await get(IRACING.GetSettings).execute(actorOf(ctx))) satisfies IracingSettingsAnswer;
  });

  router.put('/iracing/ajustes', requireAdmin, requireFreshConfirmation, async (ctx) => {
    const answer = await get(IRACING.SaveSettings).execute(actorOf(ctx), ctx.request.body);
    ctx.body = { message: IRACING_MSG.settingsSaved, ...answer } satisfies IracingSettingsAnswer & MessageAnswer;
  });

  router.post('/iracing/probar', requireAdmin, async (ctx) => {
    ctx.body = (await get(IRACING.TestConnection).execute(actorOf(ctx))) satisfies IracingConnectionAnswer;
  });

  router.get('/iracing/estado', requireAdmin, async (ctx) => {
    ctx.body = (await get(IRACING.Status).execute(actorOf(ctx))) satisfies IracingStatusAnswer;
  });

  router.get('/iracing/ligas/:ligaId/temporadas', requireAdmin, async (ctx) => {
    ctx.body = (await get(IRACING.ListLeagueSeasons).execute(actorOf(ctx), ctx.params.ligaId)) satisfies LeagueSeasonsAnswer;
  });

  router.get('/iracing/campeonatos/:id/sesiones', requireAdmin, async (ctx) => {
    ctx.body = (await get(IRACING.ListSeasonSessions).execute(actorOf(ctx), ctx.params.id)) satisfies SeasonSessionsAnswer;
  });

  router.post('/iracing/campeonatos/:id/sesiones/:subsessionId/importar', requireAdmin, async (ctx) => {
    const { carreraId, sesion } = parseOrThrow(sessionAssignmentSchema, ctx.request.body ?? {});
    answerImport(ctx, await get(IRACING.ImportSubsession).execute(actorOf(ctx), { subsessionId: ctx.params.subsessionId, carreraId, sesion }, { campeonatoId: ctx.params.id }));
  });

  router.post('/iracing/sincronizar', requireAdmin, async (ctx) => {
    const { campeonatoId } = parseOrThrow(syncRequestSchema, ctx.request.body ?? {});
    ctx.body = (await get(IRACING.Sync).execute(actorOf(ctx), { campeonatoId: campeonatoId || undefined })) satisfies SyncReport;
  });

  router.post('/events/import-iracing', requireAdmin, async (ctx) => {
    answerImport(ctx, await get(IRACING.ImportSubsession).execute(actorOf(ctx), ctx.request.body ?? {}));
  });

  router.post('/events/:id/vueltas/iracing', requireAdmin, async (ctx) => {
    ctx.body = (await get(IRACING.FetchLapChart).execute(actorOf(ctx), ctx.params.id)) satisfies LapChartAnswer;
  });

  return router;
}
