import type { ScheduledJob } from '../../../platform/jobs/scheduler.js';
import type { Logger } from '../../../platform/logger.js';
import { DiscordRateLimited, type DiscordTransport, type DiscordWebhooks } from './ports/discord.port.js';
import type { DiscordDeliveries } from './ports/delivery.port.js';

export const MAX_DISCORD_ATTEMPTS = 12;

/** Wait before retry n (1-based) after a failure: 30 s, 1 min, 2 min … capped at 1 h (about 6 h in all). */
export function discordRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

/**
 * Posts the queued Discord messages. Rows are claimed with a lease (as mail is, docs/adr/0004), so
 * two servers never post the same one; a post that succeeded is marked sent in the same UPDATE that
 * records the attempt. Discord down (network error, 5xx) means retries with exponential back-off; a
 * 429 puts the message back for the `retry_after` Discord asked for, without counting an attempt,
 * and stops this pass (the webhook is rate-limited). A message whose channel lost its webhook is omitted.
 */
export class DeliverDiscord implements ScheduledJob {
  readonly name = 'discord.entregar';
  readonly everyMs = 0;

  /** `discord`: whether the league uses Discord as a processor (privacy settings); stand-ins without it use it. */
  constructor(private readonly deps: { deliveries: DiscordDeliveries; webhooks: DiscordWebhooks; transport: DiscordTransport; logger: Logger; discord?: { isOn(): Promise<boolean> } }) {}

  async run(now: Date): Promise<string> {
    const rows = await this.deps.deliveries.claim(now);
    // Queued before the league turned Discord off: never posted, recorded as omitted (turning it on again does not post the past).
    const on = rows.length === 0 || !this.deps.discord || (await this.deps.discord.isOn());
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      const url = on ? await this.deps.webhooks.get(row.canal) : null;
      if (!url) {
        await this.deps.deliveries.omit(row.id);
        continue;
      }
      try {
        await this.deps.transport.post(url, row.message);
        await this.deps.deliveries.markSent(row.id, row.attempts + 1, now);
        sent += 1;
      } catch (err) {
        if (err instanceof DiscordRateLimited) {
          await this.deps.deliveries.postpone(row.id, now.getTime() + err.retryAfterMs, err.message);
          // Whatever else this pass claimed goes back untouched, to be tried when its turn comes.
          await this.deps.deliveries.release(rows.slice(index + 1).map((r) => r.id));
          this.deps.logger.warn({ discordId: row.id, retryAfterMs: err.retryAfterMs }, 'Discord limitó los envíos; se reintentará cuando indique');
          break;
        }
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_DISCORD_ATTEMPTS;
        await this.deps.deliveries.retryLater(row.id, attempts, failed ? null : now.getTime() + discordRetryDelayMs(attempts), String((err as Error).message ?? err));
        this.deps.logger.warn({ err, discordId: row.id, attempts }, failed ? 'mensaje de Discord descartado tras varios intentos' : 'mensaje de Discord no enviado; se reintentará');
      }
    }
    return sent === 1 ? '1 mensaje enviado a Discord' : `${sent} mensajes enviados a Discord`;
  }
}
