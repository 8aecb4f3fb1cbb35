import { mkdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import Router from '@koa/router';
import type { Container } from 'inversify';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import { PayloadTooLargeError, ValidationError } from '../platform/errors.js';
import { uploadsRoot } from '../platform/platform.container.js';
import { PLATFORM } from '../platform/platform.tokens.js';
import { PROJECT_ROOT } from '../platform/runtime-paths.js';
import { calendarRoutes } from '../modules/calendar/index.js';
import { championshipsRoutes, racesRoutes } from '../modules/championships/index.js';
import { driversRoutes } from '../modules/drivers/index.js';
import { contactRoutes } from '../modules/contact/index.js';
import { fuelRoutes } from '../modules/fuel/index.js';
import { authRoutes, IDENTITY, sessionMiddleware, usersRoutes } from '../modules/identity/index.js';
import { paymentsRoutes, PAYMENTS_WEBHOOK_PATH } from '../modules/payments/index.js';
import { invoicingRoutes } from '../modules/invoicing/index.js';
import { singleEventsRoutes } from '../modules/single-events/index.js';
import { sponsorsRoutes } from '../modules/sponsors/index.js';
import { standingsRoutes } from '../modules/standings/index.js';
import { stewardingRoutes } from '../modules/stewarding/index.js';
import { trackRecordsRoutes } from '../modules/track-records/index.js';
import { notificationsRoutes } from '../modules/notifications/index.js';
import { iracingRoutes } from '../modules/iracing/index.js';
import { eventsRoutes, podiumRoutes } from '../modules/results/index.js';
import { championsRoutes, seasonsRoutes, seriesRoutes } from '../modules/seasons/index.js';
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

/** Assembles the Koa app: middleware in order, then each module's routes. */
export function createHttpApp(container: Container, options: { webRoot?: string } = {}): HttpApp {
  const config = container.get(PLATFORM.Config);
  // Behind the trusted proxy the client's address is the one that proxy appended to X-Forwarded-For (one
  // hop): whatever the client wrote to the left of it is the client's own say-so, not an address.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1, keys: [config.cookieSecret] });
  app.silent = true;
  const readiness = new Readiness();

  const routers: Router<AppState>[] = [
    healthRoutes(container.get(PLATFORM.Knex), { readiness }) as unknown as Router<AppState>,
    authRoutes(container),
    usersRoutes(container),
    fuelRoutes(container),
    singleEventsRoutes(container),
    championshipsRoutes(container),
    racesRoutes(container),
    sponsorsRoutes(container),
    contactRoutes(container),
    eventsRoutes(container),
    podiumRoutes(container),
    stewardingRoutes(container),
    standingsRoutes(container),
    paymentsRoutes(container),
    invoicingRoutes(container),
    driversRoutes(container),
    trackRecordsRoutes(container),
    calendarRoutes(container),
    notificationsRoutes(container),
    iracingRoutes(container),
    seriesRoutes(container),
    seasonsRoutes(container),
    championsRoutes(container),
  ];

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
  app.use(staticFiles({ webRoot: options.webRoot ?? WEB_ROOT, uploadsRoot: uploadsRoot(config), variants: container.get(PLATFORM.ImageVariants) }));
  app.use(sessionMiddleware(config.jwtSecret, container.get(IDENTITY.ResolveSession), container.get(IDENTITY.Reconfirmation)));
  const bodyParser = koaBody({
    multipart: false,
    jsonLimit: '1mb',
    onError: (err: Error & { status?: number }) => {
      if (err.status === 413) throw new PayloadTooLargeError('El cuerpo de la petición es demasiado grande');
      throw new ValidationError('El cuerpo de la petición no es JSON válido');
    },
  });
  // The payment webhook's signature covers the bytes as sent: its route reads them itself.
  app.use((ctx, next) =>
    ctx.path === PAYMENTS_WEBHOOK_PATH
      ? next()
      : bodyParser(ctx, () => {
          assertNoNul(ctx.request.body);
          return next();
        }),
  );
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  const listener = publicReadFastPath(container.get(PLATFORM.PublicReads), container.get(PLATFORM.Logger), app.callback());
  return { app, routers, readiness, listener };
}
