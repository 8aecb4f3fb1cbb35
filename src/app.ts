// The web application: the HTTP plumbing (src/http/app.ts) with every module's routes and the
// session, composed here beside the container (src/container.ts), so src/http knows no module.
import type Router from '@koa/router';
import type { Container } from 'inversify';
import { assembleHttpApp, type HttpApp } from './http/app.js';
import type { AppState } from './http/state.js';
import { auditRoutes } from './modules/audit/index.js';
import { calendarRoutes } from './modules/calendar/index.js';
import { championshipsRoutes, racesRoutes } from './modules/championships/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { dataRightsRoutes } from './modules/data-rights/index.js';
import { driversRoutes } from './modules/drivers/index.js';
import { fuelRoutes } from './modules/fuel/index.js';
import { authRoutes, IDENTITY, sessionMiddleware, TOKEN_COOKIE, usersRoutes } from './modules/identity/index.js';
import { invoicingRoutes } from './modules/invoicing/index.js';
import { iracingRoutes } from './modules/iracing/index.js';
import { OVERLAY_PAGES_PREFIX, overlaysRoutes } from './modules/overlays/index.js';
import { notificationsRoutes } from './modules/notifications/index.js';
import { pushRoutes } from './modules/push/index.js';
import { paymentsRoutes, PAYMENTS_WEBHOOK_PATH } from './modules/payments/index.js';
import { privacyRoutes } from './modules/privacy/index.js';
import { eventsRoutes, podiumRoutes } from './modules/results/index.js';
import { championsRoutes, seasonsRoutes, seriesRoutes } from './modules/seasons/index.js';
import { singleEventsRoutes } from './modules/single-events/index.js';
import { sponsorsRoutes } from './modules/sponsors/index.js';
import { standingsRoutes } from './modules/standings/index.js';
import { stewardingRoutes } from './modules/stewarding/index.js';
import { trackRecordsRoutes } from './modules/track-records/index.js';
import { PLATFORM } from './platform/platform.tokens.js';

export type { HttpApp } from './http/app.js';

/** Every module's routers, in the order they are mounted. */
function moduleRouters(container: Container): Router<AppState>[] {
  return [
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
    pushRoutes(container),
    iracingRoutes(container),
    seriesRoutes(container),
    seasonsRoutes(container),
    championsRoutes(container),
    dataRightsRoutes(container),
    privacyRoutes(container),
    auditRoutes(container),
    overlaysRoutes(container),
  ];
}

/** The Koa app of the site: the plumbing, the session of the identity module and every module's routes. */
export function createHttpApp(container: Container, options: { webRoot?: string } = {}): HttpApp {
  const config = container.get(PLATFORM.Config);
  return assembleHttpApp(
    container,
    {
      routers: moduleRouters(container),
      session: sessionMiddleware(config.jwtSecret, container.get(IDENTITY.ResolveSession), container.get(IDENTITY.Reconfirmation)),
      sessionCookie: TOKEN_COOKIE,
      rawBodyPaths: [PAYMENTS_WEBHOOK_PATH],
      pagePrefixes: [OVERLAY_PAGES_PREFIX],
    },
    options,
  );
}
