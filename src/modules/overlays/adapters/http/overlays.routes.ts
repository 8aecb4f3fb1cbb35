import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import type { AppState } from '../../../../http/state.js';
import { BROADCAST_MSG, type BroadcastControlAnswer, type BroadcastStateView } from '../../../../contracts/broadcast.contract.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { actorOf, requireBroadcaster } from '../../../identity/index.js';
import { GRID_COLUMNS, DEFAULT_RESULTS_COLUMNS, DEFAULT_STANDINGS_COLUMNS, parseOverlayOptions, RESULTS_COLUMNS, STANDINGS_COLUMNS, type OverlayOptions } from '../../domain/overlay-options.js';
import { OVERLAYS } from '../../overlays.tokens.js';
import { decisionsFragment, gridFragment, lastRaceFragment, lowerThirdFragment, nextRaceFragment, overlayPage, standingsFragment } from './overlay-page.js';

/** Where the overlays' pages live (the web app's fallback leaves these paths to this router). */
export const OVERLAY_PAGES_PREFIX = '/overlay/';

/**
 * The overlays (docs/adr/0058): `GET /overlay/<name>?<options>` is the whole page, its data drawn on
 * the server; `&fragmento=1` only the panel's inside, which the page's script fetches when the event
 * stream says data changed (the version it shows in `X-Overlay-Version`). And their event stream:
 * `GET /api/overlay/eventos` (text/event-stream). All public, like the pages they draw from.
 */
export function overlaysRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>();
  const streams = container.get(OVERLAYS.Streams);
  const publicReads = container.get(PLATFORM.PublicReads);
  const branding = container.get(OVERLAYS.Branding);
  const get = container.get.bind(container);

  const readState = get(OVERLAYS.ReadBroadcastState);

  /**
   * Answers a page or its fragment; the version is read before the data, so a write meanwhile makes the
   * next update fetch again. The whole page is in its championship's colour. The championship's broadcast
   * state (docs/adr/0059) says whether the panel is in the frame (`X-Overlay-Oculto` on a fragment,
   * `hidden` on the page) and what some overlays draw.
   */
  const page = async (
    ctx: Context,
    kind: string,
    title: (o: OverlayOptions) => string,
    draw: (o: OverlayOptions, state: BroadcastStateView | null) => Promise<string>,
    options: OverlayOptions,
    nothingToShow: () => boolean = () => false,
  ) => {
    const version = await publicReads.currentVersion();
    const whole = ctx.query.fragmento !== '1';
    const state = options.campeonato ? await readState.execute(options.campeonato) : null;
    const [fragment, color] = await Promise.all([draw(options, state), whole && options.campeonato ? branding.colorOf(options.campeonato) : null]);
    const hidden = (state?.oculto as string[] | undefined)?.includes(kind) === true || nothingToShow();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Overlay-Version', version);
    ctx.set('X-Overlay-Oculto', hidden ? '1' : '0');
    ctx.type = 'html';
    ctx.body = whole ? overlayPage({ kind, title: title(options), fragment, options, version, color, hidden }) : fragment;
  };

  router.get('/overlay/clasificacion', async (ctx) => {
    const options = parseOverlayOptions(ctx.query, { columns: STANDINGS_COLUMNS, defaultColumns: DEFAULT_STANDINGS_COLUMNS, defaultRows: 10 });
    let name = 'Clasificación';
    await page(
      ctx as unknown as Context,
      'clasificacion',
      () => name,
      async (o, state) => {
        // The class the broadcaster switched to, else the one the URL asks.
        const view = await get(OVERLAYS.StandingsOverlay).execute({ ...o, clase: state?.clase ?? o.clase });
        name = `Clasificación · ${view.campeonato}`;
        return standingsFragment(view, o);
      },
      options,
    );
  });

  router.get('/overlay/resultados', async (ctx) => {
    const options = parseOverlayOptions(ctx.query, { columns: RESULTS_COLUMNS, defaultColumns: DEFAULT_RESULTS_COLUMNS, defaultRows: 10 });
    let name = 'Resultados';
    await page(
      ctx as unknown as Context,
      'resultados',
      () => name,
      async (o) => {
        const view = await get(OVERLAYS.LastRaceOverlay).execute(o);
        name = `Resultados · ${view.campeonato}`;
        return lastRaceFragment(view, o);
      },
      options,
    );
  });

  router.get('/overlay/proxima-carrera', async (ctx) => {
    const options = parseOverlayOptions(ctx.query, { columns: [], defaultColumns: [], defaultRows: 1 });
    let name = 'Próxima carrera';
    await page(
      ctx as unknown as Context,
      'proxima-carrera',
      () => name,
      async (o) => {
        const view = await get(OVERLAYS.NextRaceOverlay).execute(o);
        name = `Próxima carrera · ${view.campeonato}`;
        return nextRaceFragment(view);
      },
      options,
    );
  });

  router.get('/overlay/parrilla', async (ctx) => {
    const options = parseOverlayOptions(ctx.query, { columns: GRID_COLUMNS, defaultColumns: GRID_COLUMNS, defaultRows: 40 });
    let name = 'Parrilla';
    await page(
      ctx as unknown as Context,
      'parrilla',
      () => name,
      async (o) => {
        const view = await get(OVERLAYS.GridOverlay).execute(o);
        name = `Parrilla · ${view.campeonato}`;
        return gridFragment(view, o);
      },
      options,
    );
  });

  router.get('/overlay/decisiones', async (ctx) => {
    const options = parseOverlayOptions(ctx.query, { columns: [], defaultColumns: [], defaultRows: 5 });
    let name = 'Decisiones de comisarios';
    await page(
      ctx as unknown as Context,
      'decisiones',
      () => name,
      async (o) => {
        const view = await get(OVERLAYS.DecisionsOverlay).execute(o);
        name = `Decisiones de comisarios · ${view.campeonato}`;
        return decisionsFragment(view);
      },
      options,
    );
  });

  router.get('/overlay/piloto', async (ctx) => {
    const options = parseOverlayOptions(ctx.query, { columns: [], defaultColumns: [], defaultRows: 1 });
    const piloto = (typeof ctx.query.piloto === 'string' ? ctx.query.piloto.trim() : '') || null;
    let name = 'Piloto';
    let nobody = true;
    await page(
      ctx as unknown as Context,
      'piloto',
      () => name,
      async (o, state) => {
        // The driver the URL names, else the one the broadcaster chose.
        const view = await get(OVERLAYS.LowerThird).execute({ campeonato: o.campeonato, piloto: piloto ?? state?.piloto ?? null });
        name = view.piloto ? `${view.piloto.nombre} · ${view.campeonato}` : `Piloto · ${view.campeonato}`;
        nobody = view.piloto === null;
        return lowerThirdFragment(view);
      },
      options,
      () => nobody,
    );
  });

  router.get('/api/overlay/eventos', async (ctx) => {
    const ip = ctx.ip;
    streams.admit(ip);
    // Listening before the version is read: a change after it is heard, one before it is in it.
    await streams.listening();
    const version = await publicReads.currentVersion();
    const body = new PassThrough();
    ctx.compress = false;
    ctx.status = 200;
    ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
    ctx.set('Cache-Control', 'no-cache, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    // The connection ends with the stream (the server stopping does not wait on it as an idle keep-alive).
    ctx.set('Connection', 'close');
    ctx.req.socket.setNoDelay(true);
    const close = streams.open(ip, { write: (chunk) => body.write(chunk), end: () => body.end() }, { version });
    ctx.req.once('close', close);
    body.once('error', close);
    ctx.body = body;
  });

  // The 'Transmisión' page (docs/adr/0059): the broadcast team or an admin, checked on the server.
  router.get('/api/transmision/:campeonatoId', requireBroadcaster, async (ctx) => {
    ctx.body = await get(OVERLAYS.GetBroadcastControl).execute(actorOf(ctx), ctx.params.campeonatoId);
  });

  router.put('/api/transmision/:campeonatoId', requireBroadcaster, async (ctx) => {
    const data = await get(OVERLAYS.ChangeBroadcastControl).execute(actorOf(ctx), ctx.params.campeonatoId, ctx.request.body);
    ctx.body = { message: BROADCAST_MSG.saved, data } satisfies BroadcastControlAnswer;
  });

  return router;
}
