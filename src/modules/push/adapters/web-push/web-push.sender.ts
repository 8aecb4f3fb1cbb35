import webpush from 'web-push';
import type { PushPayload } from '../../../../contracts/push.contract.js';
import type { PushOutcome, PushSender, PushTarget } from '../../application/ports/push.port.js';

/** How long a push service keeps a push for a device that is off: a day (a race reminder is stale after that). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 24 * 3_600_000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(date - now, 0), 24 * 3_600_000);
}

/**
 * Web Push as RFC 8030/8291/8292 ask: the `web-push` package signs the VAPID JWT and encrypts the
 * payload (aes128gcm); the request itself goes through fetch, so the answer (status, Retry-After) is
 * read here and turned into what the outbox does next.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly vapid: { publicKey: string; privateKey: string; subject: string }) {}

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails: this.vapid,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    });
    let res: Response;
    try {
      res = await fetch(details.endpoint, {
        method: details.method,
        headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (err) {
      return { estado: 'reintentar', detalle: `Sin respuesta del servicio de push: ${(err as Error).message}`, limitado: false };
    }
    await res.body?.cancel().catch(() => undefined);
    const detalle = `El servicio de push respondió ${res.status}`;
    if (res.status >= 200 && res.status < 300) return { estado: 'enviado' };
    if (res.status === 404 || res.status === 410) return { estado: 'caducado', detalle };
    const wait = retryAfterMs(res.headers.get('retry-after'));
    if (res.status === 429) return { estado: 'reintentar', detalle, limitado: true, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
    if (res.status >= 500) return { estado: 'reintentar', detalle, limitado: false, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
    return { estado: 'rechazado', detalle };
  }
}
