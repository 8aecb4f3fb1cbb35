import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded, when there is one. */
  html?: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. It can be stopped and started
 * again on the same port, to play a mail server that is down for a while.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Called once each message has been accepted (its 250 answer is on its way). */
  onAccepted?: (mail: ReceivedMail) => void;
  private server?: SMTPServer;

  private constructor(readonly port: number) {}

  /** Reserves a free port; the server is not listening until `start()`. */
  static async onFreePort(): Promise<TestSmtpServer> {
    const probe = createNetServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return new TestSmtpServer(port);
  }

  static async started(): Promise<TestSmtpServer> {
    const smtp = await TestSmtpServer.onFreePort();
    await smtp.start();
    return smtp;
  }

  /** What the app's SMTP_URL should be: plain SMTP, as a local relay without TLS speaks it. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = {
            ...parseMessage(raw),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          };
          this.received.push(mail);
          callback();
          this.onAccepted?.(mail);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Just enough MIME to read what nodemailer writes: headers with RFC 2047 words, multipart bodies,
 * quoted-printable and base64 parts in UTF-8.
 */
export function parseMessage(raw: string): { subject: string; text: string; html?: string; messageId: string } {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  return {
    messageId: headers.get('message-id') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content,
  };
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitEntity(chunk.replace(/^\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return [{ type, content: decodeBody(body, encoding).replace(/\n$/, '') }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\n/g, ''));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  return qpBytes(text).toString('utf8');
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: adjacent encoded words are decoded together, as a character may span two of them. */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;
  return value.replace(/=\?[^?]+\?[BQ]\?[^?]*\?=(\s+=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, kind, data]) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
