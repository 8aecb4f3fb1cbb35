import { request as httpRequest, type IncomingMessage, type ClientRequest } from 'node:http';

export interface ReceivedEvent {
  event: string;
  data: string;
}

/** A client of a text/event-stream answer that keeps every event and comment, and waits for the next one. */
export class EventStreamClient {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers: IncomingMessage['headers'] = {};
  body = '';
  ended = false;
  private buffer = '';
  private waiters: Array<() => void> = [];
  private req: ClientRequest | undefined;

  /** Opens `path` on `baseUrl`; resolves when the answer's headers arrive (any status). */
  static open(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
    const client = new EventStreamClient();
    const url = new URL(path, baseUrl);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
        client.status = res.statusCode ?? 0;
        client.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => client.take(chunk));
        res.on('end', () => client.finish());
        res.on('close', () => client.finish());
        res.on('error', () => client.finish());
        resolve(client);
      });
      client.req = req;
      req.on('error', (err) => {
        if (client.status === 0) reject(err);
        else client.finish();
      });
      req.end();
    });
  }

  private take(chunk: string): void {
    this.body += chunk;
    this.buffer += chunk;
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) this.events.push({ event, data: data.join('\n') });
    }
    this.wake();
  }

  private finish(): void {
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `count` events named `event` arrived (or the stream ended, or `timeoutMs` passed: then it throws). */
  async waitFor(event: string, count = 1, timeoutMs = 5_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.filter((e) => e.event === event);
      if (found.length >= count) return found[count - 1]!;
      if (this.ended) throw new Error(`the stream ended before event '${event}' #${count}: ${this.body}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event '${event}' #${count} within ${timeoutMs} ms: ${this.body}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the stream to end. */
  async waitForEnd(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the stream did not end within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.req?.destroy();
  }
}
