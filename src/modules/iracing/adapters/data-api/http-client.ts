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

/**
 * One request with node:http(s) and kept-alive connections; much lighter than fetch per call, which
 * counted when a season's sync made about five calls a session. Rejects on a network failure or when
 * the whole answer takes longer than `timeoutMs`.
 */
export function httpRequest(url: string, options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs: number }): Promise<HttpAnswer> {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  const agent = agents[target.protocol as 'http:' | 'https:'];
  if (!agent) return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    const request = transport.request(target, { method: options.method ?? 'GET', headers, agent }, (response) => {
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
    request.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    request.end(options.body);
  });
}
