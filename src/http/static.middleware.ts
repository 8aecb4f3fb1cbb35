import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { isApiPath } from './api-path.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves uploads and the built web app: hashed assets cached for a year, index.html never cached,
 * and every other GET outside /api answered with index.html so client routes load on refresh.
 */
export function staticFiles(options: { webRoot: string; uploadsRoot: string }): Middleware {
  const indexExists = () => existsSync(path.join(options.webRoot, 'index.html'));
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();

    if (ctx.path.startsWith('/uploads/')) {
      try {
        await send(ctx, ctx.path.slice('/uploads/'.length), { root: options.uploadsRoot, maxage: 24 * 3600 * 1000 });
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

    if (!indexExists()) {
      ctx.type = 'html';
      ctx.body = '<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Parrilla</title><p>La aplicación web no está compilada. Ejecuta <code>npm run build</code>.</p></html>';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: options.webRoot });
  };
}
