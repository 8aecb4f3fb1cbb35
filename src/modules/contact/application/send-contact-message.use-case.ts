import { CONTACT_LIMITS, CONTACT_MSG, contactRequestSchema, HONEYPOT_FIELD } from '../../../contracts/contact.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { TooManyRequestsError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Logger } from '../../../platform/logger.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { RateCounter } from '../../../platform/rate-limit/rate-limiter.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { contactMail } from './contact.mails.js';
import type { ContactMessageRepository } from './ports/contact-message.repository.port.js';

const HOUR_MS = 3_600_000;

export type ContactOutcome = 'stored' | 'dropped';

/**
 * The contact form: stored first (it is never lost), then queued for the site's contact address in
 * the same transaction. Five messages per client an hour; a filled honeypot is dropped silently.
 */
export class SendContactMessage {
  constructor(
    private readonly deps: {
      messages: ContactMessageRepository;
      outbox: MailOutbox;
      limiter: RateCounter;
      tx: TransactionRunner;
      clock: Clock;
      newId: IdGenerator;
      logger: Logger;
      contactTo?: string;
    },
  ) {}

  async execute(raw: unknown, clientKey: string): Promise<ContactOutcome> {
    const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const fields = parseOrThrow(contactRequestSchema, body);
    const honeypot = body[HONEYPOT_FIELD];
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'dropped';
    const key = `contact:${clientKey}`;
    if ((await this.deps.limiter.count(key, HOUR_MS)) >= CONTACT_LIMITS.perHour) throw new TooManyRequestsError(CONTACT_MSG.tooMany, 3600);
    await this.deps.limiter.hit(key, HOUR_MS);
    const message = { id: this.deps.newId(), ...fields, createdAt: this.deps.clock.now().toISOString() };
    await this.deps.tx.run(async (trx) => {
      await this.deps.messages.insert(message, trx);
      if (this.deps.contactTo) await this.deps.outbox.enqueue(contactMail(this.deps.contactTo, message), trx);
    });
    if (!this.deps.contactTo) this.deps.logger.warn({ contactMessageId: message.id }, 'mensaje de contacto guardado; CONTACT_TO no está configurado');
    return 'stored';
  }
}
