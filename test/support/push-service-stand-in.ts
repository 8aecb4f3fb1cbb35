import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in answers to the next push for an endpoint: accepted (201), rate-limited (429), gone (410), or down (503). */
export type PushReply = { status: 201 } | { status: 429; retryAfter?: string } | { status: 410 } | { status: 404 } | { status: 503; retryAfter?: string };

/** One push the stand-in received: to which subscription, what it checked, and the payload it decrypted. */
export interface PushCall {
  subscription: string;
  status: number;
  /** The VAPID public key the request was signed with (the `k` of its Authorization header). */
  vapidKey: string | null;
  /** What a real push service would have refused: an empty list when the request was sound. */
  problems: string[];
  payload: unknown;
  ttl: string | null;
  at: number;
}

/** A browser's subscription as `PushSubscription.toJSON()` gives it, with the private half the browser keeps. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Keys {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** The ES256 JWT of a VAPID Authorization header, checked as a push service does (RFC 8292). */
function checkVapid(header: string | undefined, audience: string, now: number): { key: string | null; problems: string[] } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { key: null, problems: ['Authorization no es «vapid t=…, k=…»'] };
  const [, token, k] = match as unknown as [string, string, string];
  const problems: string[] = [];
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return { key: k, problems: ['k no es un punto P-256 sin comprimir'] };
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) }, format: 'jwk' });
  const [h, p, s] = token.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (head.alg !== 'ES256') problems.push(`alg ${head.alg} en lugar de ES256`);
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) problems.push('la firma del JWT no corresponde a k');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) problems.push(`aud ${claims.aud} en lugar de ${audience}`);
  if (typeof claims.exp !== 'number' || claims.exp <= now / 1000) problems.push('exp vencido');
  else if (claims.exp > now / 1000 + 24 * 3600) problems.push('exp a más de 24 horas');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) problems.push(`sub ${claims.sub} no es mailto: ni https:`);
  return { key: k, problems };
}

/** Decrypts an aes128gcm body (RFC 8188) with the subscription's keys (RFC 8291), as the browser does. */
function decrypt(body: Buffer, keys: Keys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const content = body.subarray(21 + idlen);
  if (content.length > rs) throw new Error('más de un registro');
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(content.subarray(content.length - 16));
  const plain = Buffer.concat([decipher.update(content.subarray(0, content.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('falta el delimitador del último registro');
  return plain.subarray(0, end).toString('utf8');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * A local push service (POST /push/:id), as strict as the real ones: it refuses (403) a request whose VAPID
 * JWT is not ES256-signed by its `k`, not for this origin or expired, and (400) a body it cannot decrypt
 * with the subscription's keys; otherwise it answers from the replies the test queued for that
 * subscription (201 when none is left) and records the payload it decrypted.
 */
export class PushServiceStandIn {
  readonly calls: PushCall[] = [];
  private readonly replies = new Map<string, PushReply[]>();
  private readonly subscriptions = new Map<string, Keys>();
  private server?: Server;
  private serial = 0;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
        const keys = id ? this.subscriptions.get(id) : undefined;
        if (req.method !== 'POST' || !id || !keys) {
          res.writeHead(404).end();
          return;
        }
        const { key, problems } = checkVapid(req.headers.authorization, this.url, Date.now());
        if (req.headers['content-encoding'] !== 'aes128gcm') problems.push(`Content-Encoding ${req.headers['content-encoding']}`);
        if (!req.headers.ttl) problems.push('sin TTL');
        let payload: unknown = null;
        try {
          payload = JSON.parse(decrypt(body, keys));
        } catch (err) {
          problems.push(`no se pudo descifrar: ${(err as Error).message}`);
        }
        const reply: PushReply = problems.length ? { status: problems.some((p) => p.startsWith('no se pudo')) ? 400 : 403 } as never : (this.replies.get(id)?.shift() ?? { status: 201 });
        this.calls.push({ subscription: id, status: reply.status, vapidKey: key, problems, payload, ttl: (req.headers.ttl as string) ?? null, at: Date.now() });
        const headers: Record<string, string> = {};
        if ('retryAfter' in reply && reply.retryAfter !== undefined) headers['Retry-After'] = reply.retryAfter;
        res.writeHead(reply.status, headers).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new subscription, made as a browser makes one: its own P-256 key pair and a 16-byte auth secret. */
  subscribe(): BrowserSubscription & { id: string } {
    const id = `s${(this.serial += 1)}${randomBytes(4).toString('hex')}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscriptions.set(id, { ecdh, auth });
    return { id, endpoint: `${this.url}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
  }

  reply(subscription: string, ...replies: PushReply[]): void {
    this.replies.set(subscription, [...(this.replies.get(subscription) ?? []), ...replies]);
  }

  reset(): void {
    this.calls.length = 0;
    this.replies.clear();
  }
}
