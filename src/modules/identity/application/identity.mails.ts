import type { MailMessage } from '../../../platform/mail/mail.port.js';
import type { User } from '../domain/user.entity.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(user: Pick<User, 'email' | 'nombre'>, link: string): MailMessage {
  return {
    to: user.email,
    subject: 'Recupera tu contraseña de Parrilla',
    text: [
      `Hola, ${user.nombre}:`,
      '',
      'Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva (vale por 1 hora y se usa una sola vez):',
      '',
      link,
      '',
      'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
      '',
      '— Parrilla',
    ].join('\n'),
    html: `<p>Hola, ${escape(user.nombre)}:</p><p>Recibimos una solicitud para restablecer tu contraseña. Abre este enlace para elegir una nueva (vale por 1 hora y se usa una sola vez):</p><p><a href="${escape(link)}">Restablecer mi contraseña</a></p><p>Si no fuiste tú, ignora este correo: tu contraseña no cambia.</p><p>— Parrilla</p>`,
  };
}
