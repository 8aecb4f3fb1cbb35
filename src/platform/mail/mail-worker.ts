import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { isPostgres } from '../database/knex.js';
import type { Logger } from '../logger.js';
import { MAIL_TABLE } from './knex-mail-outbox.js';
import { outboxMessageId, type Mailer } from './mail.port.js';

const BATCH = 10;
const LOCK_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 8;

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/** Wait before retry n (1-based): 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}

/**
 * Sends queued mail. Each server runs one; a message is claimed under a lock (FOR UPDATE SKIP LOCKED
 * on PostgreSQL, the single writer on SQLite) and marked with a lease, so no two servers send it.
 */
export class MailWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly knex: Knex,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    const tick = () => {
      this.running = this.runOnce()
        .catch((err) => {
          this.logger.error({ err }, 'error en el envío de correos');
          return 0;
        })
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims due messages and tries each once. Answers how many were sent. */
  async runOnce(): Promise<number> {
    const rows = await this.claim();
    let sent = 0;
    for (const row of rows) {
      try {
        await this.mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined, messageId: outboxMessageId(row.id) });
        await this.knex(MAIL_TABLE)
          .where({ id: row.id })
          .update({ status: 'sent', attempts: row.attempts + 1, sentAt: this.clock.now().toISOString(), lockedUntil: null, lastError: null });
        sent += 1;
      } catch (err) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        await this.knex(MAIL_TABLE)
          .where({ id: row.id })
          .update({
            status: failed ? 'failed' : 'pending',
            attempts,
            nextAttemptAt: this.clock.now().getTime() + retryDelayMs(attempts),
            lockedUntil: null,
            lastError: String((err as Error).message ?? err).slice(0, 1000),
          });
        this.logger.warn({ err, mailId: row.id, attempts }, failed ? 'correo descartado tras varios intentos' : 'correo no enviado; se reintentará');
      }
    }
    return sent;
  }

  /**
   * One UPDATE … WHERE id IN (due rows) RETURNING, so the claim is atomic without an explicit
   * transaction: on SQLite a read-then-write transaction deadlocks against another connection
   * doing the same (the second writer waits on a lock the first cannot release), and on
   * PostgreSQL the subquery's FOR UPDATE SKIP LOCKED keeps concurrent workers apart.
   */
  private async claim(): Promise<OutboxRow[]> {
    const now = this.clock.now().getTime();
    const due = this.knex(MAIL_TABLE)
      .select('id')
      .where('status', 'pending')
      .andWhere('nextAttemptAt', '<=', now)
      .andWhere((q) => q.whereNull('lockedUntil').orWhere('lockedUntil', '<', now))
      .orderBy('nextAttemptAt')
      .limit(BATCH);
    if (isPostgres(this.knex)) due.forUpdate().skipLocked();
    const rows = (await this.knex(MAIL_TABLE)
      .whereIn('id', due)
      .update({ lockedUntil: now + LOCK_MS }, ['id', 'to', 'subject', 'text', 'html', 'attempts', 'nextAttemptAt'])) as (OutboxRow & { nextAttemptAt: number | string })[];
    return rows
      .sort((a, b) => Number(a.nextAttemptAt) - Number(b.nextAttemptAt))
      .map(({ nextAttemptAt: _, ...r }) => ({ ...r, attempts: Number(r.attempts) }));
  }
}
