import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import type { Container } from 'inversify';
import type { AppState } from '../../../../http/state.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { OVERLAYS } from '../../overlays.tokens.js';

/** The overlays' event stream: `GET /api/overlay/eventos` (text/event-stream), public like the overlays. */
export function overlaysRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>();
  const streams = container.get(OVERLAYS.Streams);
  const publicReads = container.get(PLATFORM.PublicReads);

  router.get('/api/overlay/eventos', async (ctx) => {
    const ip = ctx.ip;
    streams.admit(ip);
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

  return router;
}
