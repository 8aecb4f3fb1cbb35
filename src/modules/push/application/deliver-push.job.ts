import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { Logger } from '../../../platform/logger.js';
import type { PushDevices, PushOutcome, PushQueue, PushSender } from './ports/push.port.js';

export const MAX_PUSH_ATTEMPTS = 8;

/** Wait before retry n (1-based) after a failure: 30 s, 1 min, 2 min … capped at 1 h (as mail, docs/adr/0004). */
export function pushRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

/**
 * Sends the queued pushes (docs/adr/0056). Rows are claimed with a lease, as mail is, so two servers
 * never send the same one. The push service's answer decides: accepted, sent; 404 or 410, the
 * subscription is gone and the device removed; 429, back in the queue for the Retry-After it asked,
 * without counting an attempt; 5xx or no answer, retried with exponential back-off (never sooner than a
 * Retry-After); any other refusal, failed for good. A device removed since the push was queued: nothing sent.
 */
export class DeliverPush implements ScheduledJob {
  readonly name = 'push.entregar';
  readonly everyMs = 0;

  constructor(private readonly deps: { queue: PushQueue; devices: PushDevices; sender: PushSender; logger: Logger }) {}

  async run(now: Date): Promise<string> {
    const rows = await this.deps.queue.claim(now);
    let sent = 0;
    for (const row of rows) {
      if (!row.device) {
        await this.deps.queue.expire(row.id, 'El dispositivo ya no está suscrito');
        continue;
      }
      const outcome = await this.deps.sender.send(row.device, row.payload).catch((err: unknown): PushOutcome => ({ estado: 'reintentar', detalle: String((err as Error)?.message ?? err), limitado: false }));
      const attempts = row.attempts + 1;
      switch (outcome.estado) {
        case 'enviado':
          await this.deps.queue.markSent(row.id, attempts, now);
          await this.deps.devices.markSuccess(row.suscripcionId, now);
          sent += 1;
          break;
        case 'caducado':
          await this.deps.devices.remove(row.suscripcionId);
          await this.deps.queue.expire(row.id, outcome.detalle);
          this.deps.logger.info({ pushId: row.id }, 'suscripción de notificaciones caducada: dispositivo quitado');
          break;
        case 'rechazado':
          await this.deps.queue.retryLater(row.id, attempts, null, outcome.detalle);
          this.deps.logger.warn({ pushId: row.id, detalle: outcome.detalle }, 'notificación rechazada por el servicio de push');
          break;
        case 'reintentar': {
          if (outcome.limitado) {
            await this.deps.queue.postpone(row.id, now.getTime() + (outcome.retryAfterMs ?? pushRetryDelayMs(1)), outcome.detalle);
            break;
          }
          const failed = attempts >= MAX_PUSH_ATTEMPTS;
          const wait = Math.max(pushRetryDelayMs(attempts), outcome.retryAfterMs ?? 0);
          await this.deps.queue.retryLater(row.id, attempts, failed ? null : now.getTime() + wait, outcome.detalle);
          this.deps.logger.warn({ pushId: row.id, attempts }, failed ? 'notificación descartada tras varios intentos' : 'notificación no enviada; se reintentará');
          break;
        }
      }
    }
    return sent === 1 ? '1 notificación enviada' : `${sent} notificaciones enviadas`;
  }
}
