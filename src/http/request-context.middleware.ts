import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../platform/logger.js';
import type { AppState } from './state.js';
import { isApiPath } from './api-path.js';

/** A path that carries a secret (a driver's personal calendar feed token) is logged without it. */
const SECRET_IN_PATH = /^\/api\/calendario\/[^/]+\.ics$/;
export const loggable = (path: string) => (SECRET_IN_PATH.test(path) ? '/api/calendario/(enlace personal).ics' : path);

/** The load balancer's X-Request-Id when it looks like one, else a new one. */
export const requestIdOf = (incoming: string | string[] | undefined): string => (typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID());

/** A request id (taken from the load balancer's X-Request-Id when present) on every log line and answer. */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const requestId = requestIdOf(ctx.get('x-request-id'));
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (isApiPath(ctx.path)) {
        ctx.state.log.info({ method: ctx.method, path: loggable(ctx.path), status: ctx.status, ms: Math.round(performance.now() - started) }, 'petición');
      }
    }
  };
}
