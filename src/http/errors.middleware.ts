import type { Middleware } from 'koa';
import { DomainError, PayloadTooLargeError, statusOf, TooManyRequestsError } from '../platform/errors.js';
import type { AppState } from './state.js';
import { isApiPath } from './api-path.js';

/**
 * The one place errors become answers: `{ message, code, errors? }` with the status of the error's
 * family. Anything that is not a DomainError is logged with the request id and answered as a bare
 * 500, so no internals leak.
 */
export function errorMiddleware(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && isApiPath(ctx.path)) {
        ctx.status = 404;
        ctx.body = { message: 'Ruta no encontrada', code: 'ROUTE_NOT_FOUND' };
      }
      // The router answers a known path with the wrong method (405), or a method it has never heard of
      // such as PROPFIND (501), in English plain text. Neither is a server failure: 405 with the methods
      // the path takes, or 404 when it takes none, in Spanish JSON.
      if (ctx.status === 405 || ctx.status === 501) {
        if (ctx.response.get('Allow') === '') {
          ctx.remove('Allow');
          ctx.status = 404;
          ctx.body = { message: 'Ruta no encontrada', code: 'ROUTE_NOT_FOUND' };
        } else {
          ctx.status = 405;
          ctx.body = { message: 'Método no permitido', code: 'METHOD_NOT_ALLOWED' };
        }
      }
    } catch (err) {
      if (err instanceof DomainError) {
        ctx.status = statusOf(err);
        if (err instanceof TooManyRequestsError) ctx.set('Retry-After', String(err.retryAfterSeconds));
        ctx.body = { message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
        return;
      }
      const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
      if (status === 413) {
        const e = new PayloadTooLargeError();
        ctx.status = 413;
        ctx.body = { message: e.message, code: e.code };
        return;
      }
      if (status && status >= 400 && status < 500 && (err as { expose?: boolean }).expose) {
        ctx.status = status;
        ctx.body = { message: spanishClientError(status), code: 'BAD_REQUEST' };
        return;
      }
      ctx.state.log.error({ err }, 'error no controlado');
      ctx.status = 500;
      ctx.body = { message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.', code: 'INTERNAL_ERROR' };
    }
  };
}

function spanishClientError(status: number): string {
  if (status === 401) return 'No autenticado. Por favor, inicia sesión.';
  if (status === 415) return 'Tipo de contenido no admitido';
  return 'Solicitud inválida';
}
