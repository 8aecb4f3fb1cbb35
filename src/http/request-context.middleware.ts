import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../platform/logger.js';
import type { AppState } from './state.js';
import { isApiPath } from './api-path.js';

/** A request id (taken from the load balancer's X-Request-Id when present) on every log line and answer. */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (isApiPath(ctx.path)) {
        ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) }, 'petición');
      }
    }
  };
}
