import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { IMAGE_WIDTH_PARAM, IMAGE_WIDTHS } from '../contracts/image-widths.js';
import { isImageWidth, type ImageVariants } from '../platform/files/image-variants.js';
import { isApiPath } from './api-path.js';
import { FirstReads, firstReads, firstReadsScript, pageSubject } from './first-reads.js';
import { encodingFor } from './public-read.middleware.js';
import { pageRenderer } from './server-render.js';
import type { AppState } from './state.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The service worker and the app manifest (docs/adr/0055) are asked again on every check: a phone must
 * see a new version's worker the moment it is deployed, whatever a cache in between kept.
 */
const ALWAYS_ASKED = new Set(['/sw.js', '/manifest.webmanifest']);
const askAgain = (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('Cache-Control', 'no-cache');

/** index.html as built, read again when the file changes (a new build under a running server). */
function builtIndex(webRoot: string): () => string | null {
  const file = path.join(webRoot, 'index.html');
  let kept: { mtimeMs: number; html: string } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, html: readFileSync(file, 'utf8') };
    return kept.html;
  };
}

/**
 * Serves uploads (a picture also at the widths of IMAGE_WIDTHS, as WebP: `?ancho=480`) and the built
 * web app: hashed assets cached for a year, index.html, the service worker and the manifest never cached,
 * and every other GET outside /api answered with index.html so client routes load on refresh. A
 * public page's index.html carries the answers of its first reads (docs/adr/0030), so its first
 * render needs no request.
 */
export function staticFiles(options: {
  webRoot: string;
  uploadsRoot: string;
  variants?: ImageVariants;
  sessionCookie: string;
  /** Paths under which a module's routes answer pages of their own (the overlays): no fallback to the web app there. */
  pagePrefixes?: readonly string[];
}): Middleware<AppState> {
  const indexExists = () => existsSync(path.join(options.webRoot, 'index.html'));
  const index = builtIndex(options.webRoot);
  const render = pageRenderer(options.webRoot);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();

    if (ctx.path.startsWith('/uploads/')) {
      const file = ctx.path.slice('/uploads/'.length);
      const asked = ctx.query[IMAGE_WIDTH_PARAM];
      if (asked !== undefined && options.variants) {
        // A picture at a width a screen needs (docs/adr/0038); the original when it cannot be made smaller (a GIF).
        const width = Number(asked);
        if (typeof asked !== 'string' || !/^\d+$/.test(asked) || !isImageWidth(width)) {
          ctx.status = 400;
          ctx.type = 'text';
          ctx.body = `Ancho de imagen no válido: se ofrecen ${new Intl.ListFormat('es-MX').format(IMAGE_WIDTHS.map(String))} píxeles.`;
          return;
        }
        const variant = await options.variants.variant(file, width);
        // A copy removed meanwhile (its upload replaced, the cache emptied): the upload is answered as it is.
        if (variant && (await send(ctx, variant.file, { root: variant.root, maxage: 24 * 3600 * 1000 }).catch(() => null))) return;
      }
      try {
        await send(ctx, file, { root: options.uploadsRoot, maxage: 24 * 3600 * 1000 });
      } catch {
        ctx.status = 404;
      }
      return;
    }

    if (ctx.path !== '/' && ctx.path !== '/index.html') {
      try {
        const immutable = ctx.path.startsWith('/assets/');
        const served = await send(ctx, ctx.path, {
          root: options.webRoot,
          index: false,
          gzip: false,
          brotli: false,
          maxage: immutable ? YEAR_SECONDS * 1000 : 3600 * 1000,
          immutable,
          ...(ALWAYS_ASKED.has(ctx.path) ? { setHeaders: askAgain } : {}),
        });
        if (served) return;
      } catch (err) {
        if ((err as { status?: number }).status !== 404) throw err;
        if (path.extname(ctx.path)) {
          ctx.status = 404;
          return;
        }
      }
    }

    if (options.pagePrefixes?.some((prefix) => ctx.path.startsWith(prefix))) return next();

    if (!indexExists()) {
      ctx.type = 'html';
      ctx.body = '<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Parrilla</title><p>La aplicación web no está compilada. Ejecuta <code>npm run build</code>.</p></html>';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    const html = ctx.method === 'GET' ? index() : null;
    const signedIn = ctx.get('authorization') !== '' || ctx.cookies.get(options.sessionCookie) !== undefined;
    const notFound = new Set<string>();
    const reads = html ? await firstReads(ctx.req.socket, ctx.path, new URLSearchParams(ctx.querystring), { requestId: ctx.state.requestId, signedIn, notFound }) : new FirstReads();
    // A page whose subject the API does not know (a year with no season) is a 404; the app still says so itself.
    const subject = pageSubject(ctx.path);
    if (!html || reads.size === 0) {
      await send(ctx, 'index.html', { root: options.webRoot });
      if (subject && notFound.has(subject)) ctx.status = 404;
      return;
    }
    // The answers change with every write: the page is never answered 304 from the file's date.
    ctx.type = 'html';
    // The rendered page carries the answers as its render used them, not the first reads themselves.
    // A visitor without a session gets the first screen rendered (docs/adr/0036); a reader with one
    // gets the app, which renders what his session shows.
    const origin = ctx.host ? `${ctx.protocol}://${ctx.host}` : '';
    const rendered =
      signedIn || !origin
        ? null
      : await render({ pathname: ctx.path, url: ctx.url, origin, reads, html, onError: (err) => ctx.state.log.warn({ err, path: ctx.path }, 'La página no se pudo renderizar en el servidor') });
    if (!rendered) {
      ctx.body = html.replace('</body>', () => `${firstReadsScript(reads.answers)}</body>`);
      return;
    }
    const encoding = rendered.bodies ? encodingFor(ctx.get('Accept-Encoding')) : 'identity';
    const kept = rendered.bodies?.[encoding];
    if (!kept) {
      ctx.body = rendered.page;
      return;
    }
    // A kept page's bytes, compressed when it was kept: koa-compress leaves them alone.
    ctx.compress = false;
    ctx.vary('Accept-Encoding');
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = kept;
  };
}
