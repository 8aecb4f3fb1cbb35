import type { Middleware } from 'koa';
import { ForbiddenError } from '../platform/errors.js';
import { isApiPath } from './api-path.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a state-changing API request another site made a browser send, on top of the session
 * cookie's SameSite=Strict. Browsers say where a request comes from: `Sec-Fetch-Site` (same-origin, or
 * none for what the person typed) and `Origin`. A write passes when Sec-Fetch-Site is same-origin or
 * none, or when Origin is the site's public address or the address the request itself was sent to (a
 * page served by this very server, as in local development). A request with neither header is not a
 * browser's (the CLI, curl, Stripe's webhook) and carries no cookie a site could borrow: it passes.
 */
export function refuseCrossSiteWrites(publicUrl: string): Middleware {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx, next) => {
    if (!WRITES.has(ctx.method) || !isApiPath(ctx.path)) return next();
    const site = ctx.get('sec-fetch-site').toLowerCase();
    const origin = ctx.get('origin');
    if (site === 'same-origin' || site === 'none') return next();
    if (origin) {
      // The request's own origin, built from its protocol and Host (not Koa's ctx.origin).
      if (origin === publicOrigin || origin === `${ctx.protocol}://${ctx.host}`) return next();
    } else if (!site) {
      return next();
    }
    throw new ForbiddenError('Solicitud rechazada: los cambios solo se aceptan desde el propio sitio', 'CROSS_SITE_REQUEST');
  };
}
