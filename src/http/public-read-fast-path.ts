import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../platform/logger.js';
import type { PublicReads } from '../platform/public-read/public-reads.js';
import { etagOf, notModified, publicReadKey, representationFor } from './public-read.middleware.js';
import { loggable, requestIdOf } from './request-context.middleware.js';
import { securityHeaderList } from './security.middleware.js';

/** A session credential Koa would read (a bearer token, or the session cookie, even empty): on a non-admins route only Koa decides who asks. */
const credentialsTest = (sessionCookie: string) => {
  const cookie = new RegExp(`(?:^|;)\\s*${sessionCookie}=`);
  return (req: IncomingMessage) => req.headers.authorization !== undefined || (req.headers.cookie !== undefined && cookie.test(req.headers.cookie));
};

/**
 * Answers a GET or HEAD whose answer is kept and current (docs/adr/0024) before the Koa stack, with
 * the headers Koa would send: the request id, the security headers, Vary, Cache-Control, ETag, and for
 * a 200 the content type, the entry's own headers, the encoding and the length; a 304 for a matching
 * If-None-Match; and the same log line. Everything else goes to `next` (the Koa app) unchanged:
 * other methods, a request with a body, a URL with nothing kept, a kept answer no longer current, and
 * a non-admins route asked with a session (only Koa reads the account's role). `sessionCookie` is
 * the name of the session's cookie.
 */
export function publicReadFastPath(reads: PublicReads, logger: Logger, sessionCookie: string, next: RequestListener): RequestListener {
  const security = securityHeaderList();
  const hasCredentials = credentialsTest(sessionCookie);
  return (req, res) => {
    const { method, url } = req;
    if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return next(req, res);
    // Koa's request limits look at a declared body: left to it.
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return next(req, res);
    let key = publicReadKey('everyone', url);
    if (!reads.has(key)) {
      key = publicReadKey('non-admins', url);
      if (!reads.has(key) || hasCredentials(req)) return next(req, res);
    }
    const started = performance.now();
    reads.kept(key).then(
      (entry) => {
        if (!entry) return next(req, res);
        try {
          write(req, res, entry, started);
        } catch {
          // Nothing sent yet: Koa answers (and reports) it; otherwise the connection cannot be saved.
          if (res.headersSent) res.destroy();
          else next(req, res);
        }
      },
      // The version could not be read: Koa answers as it answers that.
      () => next(req, res),
    );
  };

  function write(req: IncomingMessage, res: ServerResponse, entry: NonNullable<Awaited<ReturnType<PublicReads['kept']>>>, started: number): void {
    const requestId = requestIdOf(req.headers['x-request-id']);
    const encoding = representationFor(entry, req.headers['accept-encoding']);
    const headers: OutgoingHttpHeaders = { 'X-Request-Id': requestId };
    for (const [name, value] of security) headers[name] = value;
    headers.Vary = 'Accept-Encoding';
    headers['Cache-Control'] = entry.cacheControl;
    headers.ETag = etagOf(entry, encoding);
    const inm = req.headers['if-none-match'];
    let status = 304;
    let body: Buffer | undefined;
    if (!notModified(inm, entry.tag)) {
      status = 200;
      body = entry.bodies[encoding];
      headers['Content-Type'] = entry.contentType;
      for (const [name, value] of Object.entries(entry.headers)) headers[name] = value;
      if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = body!.length;
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    if (logger.isLevelEnabled('info')) {
      const query = req.url!.indexOf('?');
      const path = query === -1 ? req.url! : req.url!.slice(0, query);
      logger.info({ requestId, method: req.method, path: loggable(path), status, ms: Math.round(performance.now() - started) }, 'petición');
    }
  }
}
