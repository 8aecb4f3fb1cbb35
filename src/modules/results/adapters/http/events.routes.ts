import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context, Next } from 'koa';
import type { AnalysisName } from '../../../../contracts/results.contract.js';
import { isResultFileName, RESULT_FILE } from '../../../../contracts/results.messages.js';
import type { DeletedEventAnswer, EventListAnswer, ImportEventAnswer, LastImportAnswer } from '../../../../contracts/results.views.js';
import { formFields, multipart, uploadedFile } from '../../../../http/multipart.middleware.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAdmin, requireFreshConfirmation } from '../../../identity/index.js';
import { noFileSent, notJsonFile, resultFileTooLarge } from '../../domain/results.errors.js';
import { RESULTS } from '../../results.tokens.js';

type Ctx = Context & { state: AppState };

/** The viewer for read calls: anonymous is fine; an admin sees unpublished events too. */
const viewerOf = (ctx: Ctx) => (ctx.state.currentUser ? actorOf(ctx) : null);

/** The results upload allows RESULT_FILE.maxBytes (25 MB), and says so when a file is bigger. */
const resultFileUpload = multipart(RESULT_FILE.maxBytes, { tooLarge: resultFileTooLarge });

function uploadedName(ctx: Ctx, field: string): string | undefined {
  const entry = ctx.request.files?.[field];
  const file = Array.isArray(entry) ? entry[0] : entry;
  return file?.originalFilename ?? undefined;
}

/** Declares the next publication instant as the moment time alone changes the answer of the handler after it. */
function untilNextPublication(container: Container) {
  return async function untilPublication(ctx: Ctx, next: Next) {
    // Read before the handler reads the clock: an instant it already shows as public ends the entry early, never late.
    const changesAt = await container.get(RESULTS.NextPublication).execute();
    await next();
    answerChangesAt(ctx, changesAt);
  };
}

/** The results calls of specification 2 §7. */
export function eventsRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/events' });
  const get = container.get.bind(container);
  // Admins see unpublished events: only the others share kept answers, until the next publication
  // (docs/adr/0024) or the next write.
  const kept = [publicRead(container, { audience: 'non-admins' }), untilNextPublication(container)] as const;
  const analysis = (name: AnalysisName, params: (ctx: Ctx) => Record<string, unknown> = () => ({})) =>
    async function analyze(ctx: Ctx, _next: Next) {
      ctx.body = await get(RESULTS.AnalyzeEvent).execute(viewerOf(ctx), ctx.params.id, name, params(ctx));
    };
  const query = (ctx: Ctx, name: string) => (typeof ctx.query[name] === 'string' ? (ctx.query[name] as string) : undefined);

  // A page of events, the latest first (`limite`, `desde`: docs/adr/0061); each page's URL is kept on its own.
  // ?carreras=<id>,<id>…: only the events of those championship races (a championship page's links), all of them, read by race.
  router.get('/list', ...kept, async (ctx) => {
    if (typeof ctx.query.carreras === 'string') {
      ctx.body = { events: await get(RESULTS.ListEvents).ofRaces(viewerOf(ctx), ctx.query.carreras.split(',')), siguiente: null } satisfies EventListAnswer;
      return;
    }
    ctx.body = (await get(RESULTS.ListEvents).page(viewerOf(ctx), { limite: ctx.query.limite, desde: ctx.query.desde })) satisfies EventListAnswer;
  });

  // The admin's dashboard: the event imported last.
  router.get('/ultima-importacion', requireAdmin, async (ctx) => {
    ctx.body = { event: await get(RESULTS.ListEvents).lastImported(actorOf(ctx)) } satisfies LastImportAnswer;
  });

  router.post('/import-file', requireAdmin, resultFileUpload, async (ctx) => {
    const name = uploadedName(ctx, 'eventfile');
    const bytes = await uploadedFile(ctx, 'eventfile');
    if (!bytes) throw noFileSent();
    if (name !== undefined && !isResultFileName(name)) throw notJsonFile();
    const outcome = await get(RESULTS.ImportEventFile).execute(actorOf(ctx), { bytes, carreraId: formFields(ctx).carreraId, sesion: formFields(ctx).sesion });
    ctx.status = outcome.replaced ? 200 : 201;
    ctx.body = { message: 'Archivo JSON procesado y guardado correctamente', ...outcome } satisfies ImportEventAnswer;
  });

  router.get('/:id', ...kept, async (ctx) => {
    ctx.body = await get(RESULTS.GetEvent).execute(viewerOf(ctx), ctx.params.id);
  });

  router.delete('/:id', requireAdmin, requireFreshConfirmation, async (ctx) => {
    const deleted = await get(RESULTS.DeleteEvent).execute(actorOf(ctx), ctx.params.id);
    ctx.body = { message: 'Evento eliminado', ...deleted } satisfies DeletedEventAnswer;
  });

  router.get('/:id/export', requireAdmin, async (ctx) => {
    const file = await get(RESULTS.ExportEvent).execute(actorOf(ctx), ctx.params.id, query(ctx, 'format'));
    ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    ctx.type = file.contentType;
    ctx.body = file.body;
  });

  router.get('/:id/vueltas', ...kept, async (ctx) => {
    ctx.body = await get(RESULTS.GetLapChart).execute(viewerOf(ctx), ctx.params.id);
  });
  router.get('/:id/phase-results/:phase', ...kept, analysis('phase-results', (ctx) => ({ phase: ctx.params.phase })));
  router.get('/:id/bestlaps', ...kept, analysis('bestlaps'));
  router.get('/:id/hardchargers', ...kept, analysis('hardchargers'));
  router.get('/:id/qualy-vs-race', ...kept, analysis('qualy-vs-race'));
  router.get('/:id/incident-ranking', ...kept, analysis('incident-ranking'));
  router.get('/:id/incident-ratio-ranking', ...kept, analysis('incident-ratio-ranking'));
  router.get('/:id/laps-led-ranking', ...kept, analysis('laps-led-ranking'));
  router.get('/:id/drivers/:custId/performance', ...kept, analysis('driver-performance', (ctx) => ({ custId: ctx.params.custId })));
  router.get('/:id/standings/class/:carClassId', ...kept, analysis('class-standings', (ctx) => ({ carClassId: ctx.params.carClassId })));
  router.get('/:id/rating-changes', ...kept, analysis('rating-changes', (ctx) => ({ sortBy: query(ctx, 'sortBy') })));

  return router;
}

/** The home page podium: `GET /api/toptree/events/top-three-winners`. */
export function podiumRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/api/toptree' });
  router.get('/events/top-three-winners', publicRead(container, { audience: 'everyone' }), untilNextPublication(container), async (ctx) => {
    ctx.body = await container.get(RESULTS.GetPodium).execute();
  });
  return router;
}
