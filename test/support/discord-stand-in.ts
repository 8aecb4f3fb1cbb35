import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the stand-in received, and whether it answered success. */
export interface DiscordCall {
  path: string;
  body: { embeds?: { title: string; description?: string; fields?: { name: string; value: string }[] }[]; allowed_mentions?: unknown };
  accepted: boolean;
}

/** What the stand-in answers to the next call: success, a 429, an error, or a dropped connection. */
export type DiscordReply = { status: 204 } | { status: 429; retryAfter?: number; header?: string } | { status: 500 | 502 | 503 | 404 } | { drop: true };

/**
 * A local stand-in of Discord's webhook API (POST /api/webhooks/:id/:token): it records every call
 * and answers from a queue of replies the test sets (204 when the queue is empty), or is down
 * (503 or a dropped connection) until told otherwise.
 */
export class DiscordStandIn {
  readonly calls: DiscordCall[] = [];
  private readonly replies: DiscordReply[] = [];
  private down: DiscordReply | null = null;
  private server?: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readBody(req).then((raw) => {
        const reply = this.down ?? this.replies.shift() ?? { status: 204 };
        const call: DiscordCall = { path: req.url ?? '', body: raw ? JSON.parse(raw) : {}, accepted: false };
        this.calls.push(call);
        if (!req.url?.match(/^\/api\/webhooks\/\d+\/[\w-]+$/) || req.method !== 'POST') {
          res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message": "Unknown Webhook", "code": 10015}');
          return;
        }
        if ('drop' in reply) {
          req.socket.destroy();
          return;
        }
        if (reply.status === 204) {
          call.accepted = true;
          res.writeHead(204).end();
        } else if (reply.status === 429) {
          const headers: Record<string, string> = { 'Content-Type': 'application/json' };
          if (reply.header !== undefined) headers['Retry-After'] = reply.header;
          res.writeHead(429, headers).end(JSON.stringify({ message: 'You are being rate limited.', retry_after: reply.retryAfter, global: false }));
        } else {
          res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end('{"message": "Service Unavailable"}');
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reply(...replies: DiscordReply[]): void {
    this.replies.push(...replies);
  }

  /** Every call fails this way until `up()`. */
  goDown(how: DiscordReply = { status: 503 }): void {
    this.down = how;
  }

  up(): void {
    this.down = null;
  }

  reset(): void {
    this.calls.length = 0;
    this.replies.length = 0;
    this.down = null;
  }

  accepted(): DiscordCall[] {
    return this.calls.filter((c) => c.accepted);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', () => resolve(data));
  });
}
