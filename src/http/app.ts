import { mkdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import Router from '@koa/router';
import type { Container } from 'inversify';
import type { Middleware } from 'koa';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import { PayloadTooLargeError, ValidationError } from '../platform/errors.js';
import { uploadsRoot } from '../platform/platform.container.js';
import { PLATFORM } from '../platform/platform.tokens.js';
import { PROJECT_ROOT } from '../platform/runtime-paths.js';
import { refuseCrossSiteWrites } from './cross-site.middleware.js';
import { errorMiddleware } from './errors.middleware.js';
import { healthRoutes, Readiness } from './health.routes.js';
import { publicReadFastPath } from './public-read-fast-path.js';
import { requestContext } from './request-context.middleware.js';
import { assertNoNul, refuseNulInUrl, requestLimits } from './request-limits.js';
import { securityHeaders } from './security.middleware.js';
import type { AppState } from './state.js';
import { staticFiles } from './static.middleware.js';

export const WEB_ROOT = path.join(PROJECT_ROOT, 'web/dist');

/** The folder of the files of forms being read: inside the data folder, removed as each request ends. */
export const uploadTempRoot = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

export interface HttpApp {
  app: Koa<AppState>;
  /** Every API router, for the route-walking permission test. */
  routers: Router<AppState>[];
  /** Set `stopping` to make /api/health/ready answer 503 (on SIGTERM). */
  readiness: Readiness;
  /** What the HTTP server runs: kept public answers written at once (docs/adr/0024), everything else by `app`. */
  listener: RequestListener;
}

/** What the modules bring to the HTTP plumbing; composed beside the container (src/app.ts). */
export interface ModuleParts {
  /** Each module's routes, mounted in order after the middleware. */
  routers: Router<AppState>[];
  /** Reads the session of a request (its cookie or bearer token) into `ctx.state`. */
  session: Middleware<AppState>;
  /** The session cookie's name: a request carrying it is not answered from the public caches. */
  sessionCookie: string;
  /** Paths whose route reads the body's bytes itself (a webhook's signature covers them as sent). */
  rawBodyPaths: readonly string[];
  /** Path prefixes whose pages a module's routes answer themselves (the overlays), not the web app. */
  pagePrefixes?: readonly string[];
}

/**
 * Assembles the Koa app: the HTTP plumbing in order (request context, errors, security headers, limits,
 * cross-site writes, compression, static files, the session, the body), then the modules' routes.
 */
export function assembleHttpApp(container: Container, modules: ModuleParts, options: { webRoot?: string } = {}): HttpApp {
  const config = container.get(PLATFORM.Config);
  // Behind the trusted proxy the client's address is the one that proxy appended to X-Forwarded-For (one
  // hop): whatever the client wrote to the left of it is the client's own say-so, not an address.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1, keys: [config.cookieSecret] });
  app.silent = true;
  const readiness = new Readiness();
  const routers: Router<AppState>[] = [healthRoutes(container.get(PLATFORM.Knex), { readiness }) as unknown as Router<AppState>, ...modules.routers];

  app.use(requestContext(container.get(PLATFORM.Logger)));
  const uploadTempDir = uploadTempRoot(config.dataDir);
  mkdirSync(uploadTempDir, { recursive: true });
  const publicUrlIsHttps = config.publicUrl.startsWith('https:');
  app.use((ctx, next) => {
    ctx.state.uploadTempDir = uploadTempDir;
    ctx.state.publicUrlIsHttps = publicUrlIsHttps;
    return next();
  });
  app.use(errorMiddleware());
  app.use(securityHeaders());
  app.use(requestLimits());
  app.use(refuseNulInUrl());
  app.use(refuseCrossSiteWrites(config.publicUrl));
  app.use(compress({ threshold: 1024 }));
  app.use(staticFiles({ webRoot: options.webRoot ?? WEB_ROOT, uploadsRoot: uploadsRoot(config), variants: container.get(PLATFORM.ImageVariants), sessionCookie: modules.sessionCookie, pagePrefixes: modules.pagePrefixes }));
  app.use(modules.session);
  const bodyParser = koaBody({
    multipart: false,
    jsonLimit: '1mb',
    onError: (err: Error & { status?: number }) => {
      if (err.status === 413) throw new PayloadTooLargeError('El cuerpo de la petición es demasiado grande');
      throw new ValidationError('El cuerpo de la petición no es JSON válido');
    },
  });
  // A webhook's signature covers the bytes as sent: its route reads them itself.
  app.use((ctx, next) =>
    modules.rawBodyPaths.includes(ctx.path)
      ? next()
      : bodyParser(ctx, () => {
          assertNoNul(ctx.request.body);
          return next();
        }),
  );
  // A write that succeeded tells the change feed (docs/adr/0058): on SQLite the open overlays learn of it here.
  const changes = container.get(PLATFORM.ChangeFeed);
  const logger = container.get(PLATFORM.Logger);
  app.use(async (ctx, next) => {
    await next();
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS' || ctx.status >= 400) return;
    changes.afterWrite().catch((err: unknown) => logger.warn({ err }, 'no se pudo avisar del cambio a los overlays'));
  });
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  const listener = publicReadFastPath(container.get(PLATFORM.PublicReads), container.get(PLATFORM.Logger), modules.sessionCookie, app.callback());
  return { app, routers, readiness, listener };
}
