import type { MailMessage } from '../../../platform/mail/mail.port.js';
import type { ContactMessage } from './ports/contact-message.repository.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function contactMail(to: string, m: ContactMessage): MailMessage {
  const lines = [`Nombre: ${m.name}`, `Correo: ${m.email}`, `Teléfono: ${m.phone}`, '', m.message];
  return {
    to,
    subject: `Mensaje de contacto de ${m.name}`,
    text: lines.join('\n'),
    html: `<p><strong>Nombre:</strong> ${escape(m.name)}<br><strong>Correo:</strong> ${escape(m.email)}<br><strong>Teléfono:</strong> ${escape(m.phone)}</p><p>${escape(m.message).replace(/\n/g, '<br>')}</p>`,
  };
}
