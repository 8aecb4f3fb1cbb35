import http from 'node:http';
import https from 'node:https';

/** An answer read whole: its status, a header by name (lower case) and its body as text. */
export interface HttpAnswer {
  status: number;
  header(name: string): string | undefined;
  text: string;
}

// Kept-alive connections: a sync asks iRacing's hosts dozens of times in a row.
const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }) };

type RequestOptions = { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs: number };

/**
 * One request with node:http(s) and kept-alive connections; much lighter than fetch per call, which
 * counted when a season's sync made about five calls a session. Rejects on a network failure or when
 * the whole answer takes longer than `timeoutMs`.
 *
 * A kept-alive connection can be closed by the other end just as a request is written on it: the
 * request fails with a reset before any answer, though the host is up and never read it. Such a
 * request is sent once more on a new connection (the pattern node's http documentation gives for
 * `request.reusedSocket`); a reset on a new connection is a real failure.
 */
export async function httpRequest(url: string, options: RequestOptions): Promise<HttpAnswer> {
  try {
    return await sendOnce(url, options);
  } catch (err) {
    if (!(err instanceof StaleConnectionError)) throw err;
    return sendOnce(url, options);
  }
}

/** A request written on a kept-alive connection that the other end had already closed. */
class StaleConnectionError extends Error {}

function sendOnce(url: string, options: RequestOptions): Promise<HttpAnswer> {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  const agent = agents[target.protocol as 'http:' | 'https:'];
  if (!agent) return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    let answered = false;
    const request = transport.request(target, { method: options.method ?? 'GET', headers, agent }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        clearTimeout(timer);
        const raw = response.headers;
        resolve({
          status: response.statusCode ?? 0,
          header: (name) => {
            const value = raw[name.toLowerCase()];
            return Array.isArray(value) ? value[0] : value;
          },
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer in ${options.timeoutMs} ms`)), options.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // Only before any answer began: a reset in the middle of an answer is not retried.
      const stale = request.reusedSocket && err.code === 'ECONNRESET' && !answered;
      reject(stale ? new StaleConnectionError(err.message) : err);
    });
    request.end(options.body);
  });
}
