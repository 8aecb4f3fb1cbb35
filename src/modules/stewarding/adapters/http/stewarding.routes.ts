import Router from '@koa/router';
import type { Container } from 'inversify';
import { REPORT_LIMITS, REPORT_MSG } from '../../../../contracts/stewarding.contract.js';
import type {
  CastVoteAnswer,
  CreateReportAnswer,
  DecideReportAnswer,
  DecisionLogAnswer,
  IncidentLapsAnswer,
  MyReportsAnswer,
  MyReportsPageAnswer,
  MyStewardingAnswer,
  PanelSettingsView,
  RecordPenaltyAnswer,
  ReportableChampionshipsAnswer,
  ReportablePilotsAnswer,
  ReportListAnswer,
  ReportView,
  StewardAssignmentView,
  StewardListAnswer,
  StewardingWaitingAnswer,
} from '../../../../contracts/stewarding.views.js';
import { MY_REPORTS_LISTS } from '../../../../contracts/stewarding.views.js';
import { formFields, multipart, uploadedFiles } from '../../../../http/multipart.middleware.js';
import { publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { MAX_IMAGE_BYTES } from '../../../../platform/files/image-validation.js';
import { actorOf, requireAdmin, requireAuth, requireSteward } from '../../../identity/index.js';
import { STEWARDING } from '../../stewarding.tokens.js';

/** `videos[0]`, `videos[]` or a repeated `videos` of a multipart form, as one list; other fields as one value. */
function reportFields(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const videos: unknown[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'videos' || /^videos\[\d*\]$/.test(key)) videos.push(...(Array.isArray(value) ? value : [value]));
    else out[key] = Array.isArray(value) ? value[0] : value;
  }
  if (videos.length) out.videos = videos;
  return out;
}

/** Incident reports and stewarding: spec 1 §7 (POST /api/reportes) and spec 2 §7 (Reports). */
export function stewardingRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/reportes' });
  const get = container.get.bind(container);

  // Up to 5 screenshots of 5 MB each; a sixth is refused by the use case with its own message.
  router.post('/', requireAuth, multipart(MAX_IMAGE_BYTES, { maxTotalBytes: (REPORT_LIMITS.screenshots + 1) * MAX_IMAGE_BYTES }), async (ctx) => {
    const answer: CreateReportAnswer = await get(STEWARDING.FileReport).execute(actorOf(ctx), {
      fields: reportFields(formFields(ctx)),
      screenshots: await uploadedFiles(ctx, 'capturasPantalla'),
    });
    ctx.status = 201;
    ctx.body = answer;
  });

  router.get('/', requireSteward, async (ctx) => {
    const answer: ReportListAnswer = await get(STEWARDING.ListReports).execute(actorOf(ctx), ctx.query);
    ctx.body = answer;
  });

  router.get('/por-atender', requireAdmin, async (ctx) => {
    const answer: StewardingWaitingAnswer = await get(STEWARDING.WaitingWork).execute(actorOf(ctx));
    ctx.body = answer;
  });

  // The profile's two lists, a page at a time each (docs/adr/0072).
  router.get('/mis-reportes', requireAuth, async (ctx) => {
    const answer: MyReportsAnswer = await get(STEWARDING.MyReports).execute(actorOf(ctx), { limite: ctx.query.limite });
    ctx.body = answer;
  });

  for (const list of MY_REPORTS_LISTS) {
    router.get(`/mis-reportes/${list}`, requireAuth, async (ctx) => {
      const answer: MyReportsPageAnswer = await get(STEWARDING.MoreOfMyReports).execute(actorOf(ctx), list, { limite: ctx.query.limite, despues: ctx.query.despues });
      ctx.body = answer;
    });
  }

  // The report form's championships, with their races: the driver's own, a page at a time (docs/adr/0070).
  // The administrators' (every championship) read only championships and races: kept as bytes for them
  // until a write (docs/adr/0076); each driver's is computed for him.
  router.get('/campeonatos', requireAuth, publicRead(container, { audience: 'admins' }), async (ctx) => {
    const answer: ReportableChampionshipsAnswer = await get(STEWARDING.ReportableChampionships).execute(actorOf(ctx), ctx.query.despues);
    ctx.body = answer;
  });

  router.get('/campeonato/:id/pilotos', requireAuth, async (ctx) => {
    const answer: ReportablePilotsAnswer = await get(STEWARDING.ReportableDrivers).execute(ctx.params.id);
    ctx.body = answer;
  });

  router.get('/campeonato/:id/decisiones', async (ctx) => {
    const answer: DecisionLogAnswer = await get(STEWARDING.DecisionLog).execute(ctx.params.id);
    ctx.body = answer;
  });

  router.post('/sanciones', requireAdmin, async (ctx) => {
    const answer: RecordPenaltyAnswer = { message: REPORT_MSG.penaltyRecorded, data: await get(STEWARDING.RecordPenalty).execute(actorOf(ctx), formFields(ctx)) };
    ctx.status = 201;
    ctx.body = answer;
  });

  router.get('/comisarios', requireAdmin, async (ctx) => {
    const { campeonato, limite, despues } = ctx.query;
    const answer: StewardListAnswer = await get(STEWARDING.ListStewards).execute(actorOf(ctx), { campeonato, limite, despues });
    ctx.body = answer;
  });

  router.get('/comisarios/mios', requireSteward, async (ctx) => {
    const answer: MyStewardingAnswer = await get(STEWARDING.MyStewarding).execute(actorOf(ctx));
    ctx.body = answer;
  });

  router.post('/comisarios', requireAdmin, async (ctx) => {
    const data: StewardAssignmentView = await get(STEWARDING.AssignSteward).execute(actorOf(ctx), formFields(ctx));
    ctx.status = 201;
    ctx.body = { message: REPORT_MSG.stewardAssigned, data };
  });

  router.delete('/comisarios/:campeonatoId/:userId', requireAdmin, async (ctx) => {
    await get(STEWARDING.UnassignSteward).execute(actorOf(ctx), ctx.params.campeonatoId, ctx.params.userId);
    ctx.body = { message: REPORT_MSG.stewardUnassigned };
  });

  router.get('/ajustes/:campeonatoId', requireSteward, async (ctx) => {
    const answer: PanelSettingsView = await get(STEWARDING.GetPanelSettings).execute(actorOf(ctx), ctx.params.campeonatoId);
    ctx.body = answer;
  });

  router.put('/ajustes/:campeonatoId', requireAdmin, async (ctx) => {
    const { message, data } = await get(STEWARDING.UpdatePanelSettings).execute(actorOf(ctx), ctx.params.campeonatoId, formFields(ctx));
    ctx.body = { message, data } satisfies { message: string; data: PanelSettingsView };
  });

  // An appeal carries new evidence as a report does: up to 5 images of 5 MB and 3 links.
  router.post('/:id/apelaciones', requireAuth, multipart(MAX_IMAGE_BYTES, { maxTotalBytes: (REPORT_LIMITS.screenshots + 1) * MAX_IMAGE_BYTES }), async (ctx) => {
    const answer = await get(STEWARDING.FileAppeal).execute(actorOf(ctx), ctx.params.id, { fields: reportFields(formFields(ctx)), screenshots: await uploadedFiles(ctx, 'capturasPantalla') });
    ctx.status = 201;
    ctx.body = answer;
  });

  router.put('/apelaciones/:id', requireSteward, async (ctx) => {
    const data: ReportView = await get(STEWARDING.DecideAppeal).execute(actorOf(ctx), ctx.params.id, formFields(ctx));
    ctx.body = { message: REPORT_MSG.appealDecided, data };
  });

  router.put('/suspensiones/:id/levantar', requireAdmin, async (ctx) => {
    await get(STEWARDING.LiftSuspension).execute(actorOf(ctx), ctx.params.id, formFields(ctx));
    ctx.body = { message: REPORT_MSG.suspensionLifted };
  });

  router.post('/:id/votos', requireSteward, async (ctx) => {
    const answer: CastVoteAnswer = await get(STEWARDING.CastVote).execute(actorOf(ctx), ctx.params.id, formFields(ctx));
    ctx.status = 201;
    ctx.body = answer;
  });

  router.get('/:id/vueltas', requireSteward, async (ctx) => {
    const answer: IncidentLapsAnswer = await get(STEWARDING.IncidentLaps).execute(actorOf(ctx), ctx.params.id);
    ctx.body = answer;
  });

  router.get('/:id', requireSteward, async (ctx) => {
    const answer: ReportView = await get(STEWARDING.GetReport).execute(actorOf(ctx), ctx.params.id);
    ctx.body = answer;
  });

  router.put('/:id/resolve', requireSteward, async (ctx) => {
    const data = await get(STEWARDING.DecideReport).execute(actorOf(ctx), ctx.params.id, formFields(ctx));
    const answer: DecideReportAnswer = { message: data.aprobado ? REPORT_MSG.resolved : REPORT_MSG.rejected, data };
    ctx.body = answer;
  });

  router.delete('/:id', requireAdmin, async (ctx) => {
    await get(STEWARDING.DeleteReport).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: REPORT_MSG.deleted };
  });

  return router;
}
