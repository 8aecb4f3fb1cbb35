import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger.js';
import type { Mailer, MailMessage } from './mail.port.js';

/**
 * The embedded default: each message becomes an .eml file in `<DATA_DIR>/outbox`, so a newcomer can
 * open the password-reset e-mail without a mail server. A plain-text copy sits beside it: the .eml
 * is quoted-printable, which breaks long links across lines and turns `=` into `=3D`.
 */
export class FileOutboxMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly directory: string,
    private readonly from: string,
    private readonly logger?: Logger,
  ) {
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await mkdir(this.directory, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.directory, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
    await writeFile(file, info.message as Buffer);
    await writeFile(file.replace(/\.eml$/, '.txt'), `Para: ${message.to}\nAsunto: ${message.subject}\n\n${message.text}\n`);
    this.logger?.info({ to: message.to, subject: message.subject, file }, 'correo escrito en la bandeja local');
  }
}
