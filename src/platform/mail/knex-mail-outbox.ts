import type { Knex } from 'knex';
import type { Clock } from '../clock.js';
import { newId } from '../ids.js';
import type { MailMessage, MailOutbox } from './mail.port.js';

export const MAIL_TABLE = 'mail_outbox';

export class KnexMailOutbox implements MailOutbox {
  constructor(
    private readonly knex: Knex,
    private readonly clock: Clock,
  ) {}

  async enqueue(message: MailMessage, trx?: unknown): Promise<string> {
    const id = newId();
    const now = this.clock.now();
    await ((trx as Knex.Transaction | undefined) ?? this.knex)(MAIL_TABLE).insert({
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.getTime(),
      createdAt: now.toISOString(),
    });
    return id;
  }
}
