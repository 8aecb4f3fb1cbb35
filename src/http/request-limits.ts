import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Middleware } from 'koa';
import { PayloadTooLargeError, ValidationError } from '../platform/errors.js';
import { MAX_IMAGE_BYTES } from '../platform/files/image-validation.js';

/** The largest body any route takes: a form with six 5 MB images (an incident report), with room for its fields. */
export const MAX_REQUEST_BYTES = 6 * MAX_IMAGE_BYTES + 1024 * 1024;
/** The largest body that is not a multipart form (JSON, URL-encoded or text). */
export const MAX_NON_FORM_BYTES = 1024 * 1024;

/**
 * Refuses a body by its declared `Content-Length` before a byte of it is read: more than any route
 * takes (413), or a length that is not a number (400). The connection is closed after the answer, so
 * a client declaring gigabytes and sending nothing holds nothing.
 */
export function requestLimits(): Middleware {
  return async (ctx, next) => {
    const declared = ctx.get('Content-Length');
    if (declared !== '') {
      if (!/^\d+$/.test(declared)) {
        ctx.set('Connection', 'close');
        throw new ValidationError('La longitud declarada del cuerpo de la petición no es válida');
      }
      const length = Number(declared);
      const limit = ctx.is('multipart/form-data') ? MAX_REQUEST_BYTES : MAX_NON_FORM_BYTES;
      if (length > limit) {
        ctx.set('Connection', 'close');
        throw new PayloadTooLargeError('El cuerpo de la petición es demasiado grande');
      }
    }
    await next();
  };
}

const NUL_MESSAGE = 'La petición contiene caracteres no válidos (el carácter nulo)';

/** Whether a parsed body holds the NUL character anywhere (keys included), which PostgreSQL cannot store. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  return false;
}

/** Refuses a body holding the NUL character: no text of the product has one, and PostgreSQL refuses to store it. */
export function assertNoNul(body: unknown): void {
  if (containsNul(body)) throw new ValidationError(NUL_MESSAGE);
}

/** Refuses a URL whose path or query holds the NUL character (`%00`), before any id in it reaches the database. */
export function refuseNulInUrl(): Middleware {
  return async (ctx, next) => {
    if (/%00/.test(ctx.url)) throw new ValidationError(NUL_MESSAGE);
    await next();
  };
}

/** How long a client may take: to send its headers, its whole request, and between requests on one connection. */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  /** A connection sending nothing for this long is dropped. */
  idleMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 15_000, requestMs: 120_000, keepAliveMs: 5_000, idleMs: 30_000 };

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'La petición está mal formada',
  408: 'La petición tardó demasiado en llegar',
  413: 'El cuerpo de la petición es demasiado grande',
  414: 'La dirección de la petición es demasiado larga',
  431: 'Las cabeceras de la petición son demasiado grandes',
};

function statusOfClientError(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 408;
  return 400;
}

/**
 * The server's limits: header, request, keep-alive and idle timeouts, so a slow or silent client is
 * dropped; and a request Node itself cannot parse (chunked garbage, headers or a URL too long) is
 * answered in Spanish JSON like every other refusal, then the connection closed.
 */
export function configureHttpServer(server: Server, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
  server.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
      socket.destroy();
      return;
    }
    const status = statusOfClientError(err.code);
    const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status], code: 'BAD_REQUEST' });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
