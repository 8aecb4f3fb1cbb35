import Router from '@koa/router';
import type { Container } from 'inversify';
import { SEASONS_MSG } from '../../../../contracts/seasons.messages.js';
import type { HallDriversPageAnswer, HallEditionsPageAnswer, HallOfChampionsAnswer, SeasonArchiveAnswer, SeasonArchivePageAnswer, NextSeasonAnswer, SeasonStatusAnswer, SeasonStatusView, EditionAnswer, EditionSavedAnswer, SeriesDetailAnswer, SeriesListAnswer, SeriesSavedAnswer } from '../../../../contracts/seasons.views.js';
import { formFields, multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import { publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin } from '../../../identity/index.js';
import { SEASONS } from '../../seasons.tokens.js';

const single = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));

/** Series and editions (docs/adr/0033): public reads kept as bytes (docs/adr/0019), the admin's writes. */
export function seriesRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/series' });
  const get = container.get.bind(container);

  router.get('/', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = { data: await get(SEASONS.ListSeries).execute() } satisfies SeriesListAnswer;
  });

  router.get('/ediciones/:campeonatoId', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = { data: await get(SEASONS.GetEdition).execute(ctx.params.campeonatoId) } satisfies EditionAnswer;
  });

  router.put('/ediciones/:campeonatoId', requireAdmin, async (ctx) => {
    const data = await get(SEASONS.SetEdition).execute(actorOf(ctx), ctx.params.campeonatoId, ctx.request.body);
    ctx.body = { message: SEASONS_MSG.editionSaved, data } satisfies EditionSavedAnswer;
  });

  router.get('/:id', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = { data: await get(SEASONS.GetSeries).execute(ctx.params.id) } satisfies SeriesDetailAnswer;
  });

  router.post('/', requireAdmin, multipart(), async (ctx) => {
    const data = await get(SEASONS.CreateSeries).execute(actorOf(ctx), { fields: single(formFields(ctx)), logo: await uploadedFile(ctx, 'logo') });
    ctx.status = 201;
    ctx.body = { message: SEASONS_MSG.seriesCreated, data } satisfies SeriesSavedAnswer;
  });

  router.put('/:id', requireAdmin, multipart(), async (ctx) => {
    const data = await get(SEASONS.UpdateSeries).execute(actorOf(ctx), ctx.params.id, { fields: single(formFields(ctx)), logo: await uploadedFile(ctx, 'logo') });
    ctx.body = { message: SEASONS_MSG.seriesUpdated, data } satisfies SeriesSavedAnswer;
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await get(SEASONS.DeleteSeries).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: SEASONS_MSG.seriesDeleted };
  });

  return router;
}

/** Closing and reopening a season (admin, docs/adr/0033). */
export function seasonsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/temporadas' });
  const get = container.get.bind(container);

  // The archive (public): a page of seasons newest first (`desde`, `limite`: docs/adr/0061), or one.
  router.get('/', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = (await get(SEASONS.ListSeasons).page({ limite: ctx.query.limite, desde: ctx.query.desde })) satisfies SeasonArchivePageAnswer;
  });

  router.get('/:anio', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = { data: await get(SEASONS.ListSeasons).execute(ctx.params.anio) } satisfies SeasonArchiveAnswer;
  });

  router.get('/:campeonatoId/cierre', requireAdmin, async (ctx) => {
    ctx.body = { data: await get(SEASONS.GetSeasonStatus).execute(actorOf(ctx), ctx.params.campeonatoId) } satisfies { data: SeasonStatusView };
  });

  router.post('/:campeonatoId/cerrar', requireAdmin, async (ctx) => {
    const data = await get(SEASONS.CloseSeason).execute(actorOf(ctx), ctx.params.campeonatoId);
    ctx.body = { message: SEASONS_MSG.closed, data } satisfies SeasonStatusAnswer;
  });

  router.post('/:campeonatoId/siguiente', requireAdmin, async (ctx) => {
    const data = await get(SEASONS.PrepareNextSeason).execute(actorOf(ctx), ctx.params.campeonatoId);
    ctx.status = 201;
    ctx.body = { message: SEASONS_MSG.nextPrepared(data.nombreCampeonato), data } satisfies NextSeasonAnswer;
  });

  router.post('/:campeonatoId/reabrir', requireAdmin, async (ctx) => {
    const data = await get(SEASONS.ReopenSeason).execute(actorOf(ctx), ctx.params.campeonatoId, ctx.request.body);
    ctx.body = { message: SEASONS_MSG.reopened, data } satisfies SeasonStatusAnswer;
  });

  return router;
}

/** The hall of champions (public, kept as bytes like the archive): GET /api/campeones and a series' later editions. */
export function championsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/campeones' });
  router.get('/', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = { data: await container.get(SEASONS.GetHallOfChampions).execute() } satisfies HallOfChampionsAnswer;
  });
  // A later page of the drivers' ranking (`desde`, a position; `limite`).
  router.get('/pilotos', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = (await container.get(SEASONS.GetHallOfChampions).drivers({ limite: ctx.query.limite, desde: ctx.query.desde })) satisfies HallDriversPageAnswer;
  });
  // A later page of one series' closed editions (`desde`, `limite`: docs/adr/0061).
  router.get('/series/:id', publicRead(container, { audience: 'everyone' }), async (ctx) => {
    ctx.body = (await container.get(SEASONS.GetHallOfChampions).editionsPage(ctx.params.id, { limite: ctx.query.limite, desde: ctx.query.desde })) satisfies HallEditionsPageAnswer;
  });
  return router;
}
