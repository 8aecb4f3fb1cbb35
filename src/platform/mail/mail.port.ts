export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header (with its angle brackets); the worker gives each queued message its own, the same on every attempt. */
  messageId?: string;
}

/**
 * The Message-ID of a queued message: its outbox id, so a message sent again after an interrupted
 * attempt carries the same id and is recognisable as the same message.
 */
export const outboxMessageId = (outboxId: string): string => `<${outboxId}@outbox.parrilla>`;

/** Port: delivers one message now, or throws. Adapters: SmtpMailer, FileOutboxMailer. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Port: queues a message to be sent by the background worker. Use cases queue mail inside their own
 * transaction (pass `trx`) so a mail is never lost and never sent for work that rolled back.
 */
export interface MailOutbox {
  enqueue(message: MailMessage, trx?: unknown): Promise<string>;
}
