export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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
