import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import type { FeedLinkAnswer, FeedLinkView } from '../../../../contracts/calendar.views.js';
import { answerChangesAt, publicRead } from '../../../../http/public-read.middleware.js';
import type { AppState } from '../../../../http/state.js';
import { actorOf, requireAuth } from '../../../identity/index.js';
import { calendarNotFound } from '../../domain/calendar.errors.js';
import type { CalendarFeed } from '../../domain/calendar-entry.js';
import { CALENDAR } from '../../calendar.tokens.js';
import { IcsCache } from '../ical/ics-cache.js';

/** How long browsers and proxies may keep a feed before asking again (calendar apps poll far less often). */
const MAX_AGE_SECONDS = 300;

/**
 * Answers a feed as text/calendar. A personal feed carries an ETag (a hash of its content), so a
 * calendar app polling an unchanged feed gets a 304 without the feed being written, and only its
 * owner's client may keep it. Public feeds go through `publicRead` (docs/adr/0019), which keeps their
 * bytes and answers the ETag and 304 itself; shared caches may keep them.
 */
function sendFeed(ctx: Context, cache: IcsCache, feed: CalendarFeed, options: { filename: string; personal?: boolean }): void {
  const key = cache.keyOf(feed);
  ctx.status = 200;
  if (options.personal) {
    ctx.set('Cache-Control', `private, max-age=${MAX_AGE_SECONDS}`);
    // Weak: the same feed may travel gzipped or not.
    ctx.set('ETag', `W/"${key}"`);
    ctx.set('X-Robots-Tag', 'noindex');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
  }
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Content-Disposition', `inline; filename="${options.filename}"`);
  ctx.body = cache.body(key, feed);
  if (!options.personal) answerChangesAt(ctx, feed.changesAt);
}

/** The feeds (docs/adr/0017) and the signed-in driver's feed address. */
export function calendarRoutes(container: Container): Router<AppState> {
  const router = new Router<AppState>();
  const get = container.get.bind(container);
  const cache = new IcsCache();
  // Kept until the next write, or for the feed of what is still to come until its first entry ends (docs/adr/0024).
  const kept = publicRead(container, { audience: 'everyone', cacheControl: `public, max-age=${MAX_AGE_SECONDS}` });

  router.get('/api/calendario.ics', kept, async (ctx) => {
    sendFeed(ctx, cache, await get(CALENDAR.PublicCalendar).execute(), { filename: 'parrilla.ics' });
  });

  router.get('/api/campeonatos/:id/calendario.ics', kept, async (ctx) => {
    sendFeed(ctx, cache, await get(CALENDAR.ChampionshipCalendar).execute(ctx.params.id), { filename: 'campeonato.ics' });
  });

  router.get('/api/eventos-unicos/:id/calendario.ics', kept, async (ctx) => {
    sendFeed(ctx, cache, await get(CALENDAR.EventCalendar).execute(ctx.params.id), { filename: 'evento.ics' });
  });

  router.get('/api/calendario/mi-enlace', requireAuth, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await get(CALENDAR.GetFeedLink).execute(actorOf(ctx))) satisfies FeedLinkView;
  });

  router.post('/api/calendario/mi-enlace/regenerar', requireAuth, async (ctx) => {
    const data = await get(CALENDAR.RegenerateFeedLink).execute(actorOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: 'Listo: tu calendario tiene un enlace nuevo. El anterior ya no funciona.', data } satisfies FeedLinkAnswer;
  });

  router.get('/api/calendario/:archivo', async (ctx) => {
    const file = ctx.params.archivo ?? '';
    if (!file.endsWith('.ics')) throw calendarNotFound();
    sendFeed(ctx, cache, await get(CALENDAR.DriverCalendar).execute(file.slice(0, -'.ics'.length)), { filename: 'mi-calendario.ics', personal: true });
  });

  return router;
}
