import type { MailMessage } from '../../../platform/mail/mail.port.js';
import { formatDeadline } from '../../../contracts/formats.js';
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

/**
 * To the owner of an address somebody tried to register again: registration answers alike for known
 * and unknown addresses, so this mail is how the owner (who may have forgotten the account) learns it.
 */
export function registrationAttemptMail(user: Pick<User, 'email' | 'nombre' | 'authProvider'>, publicUrl: string): MailMessage {
  const login = `${publicUrl}/login`;
  const recovery = `${publicUrl}/login?recuperar=1`;
  const google = user.authProvider === 'google' ? ' Si la creaste con Google, usa el botón de Google.' : '';
  const intro = 'Alguien intentó registrarse en Parrilla con este correo, pero ya tienes una cuenta con él, así que no se creó otra ni cambió nada.';
  return {
    to: user.email,
    subject: 'Intento de registro con tu correo en Parrilla',
    text: [
      `Hola, ${user.nombre}:`,
      '',
      intro,
      '',
      `Si fuiste tú, inicia sesión con tu cuenta:${google}`,
      login,
      '',
      'Si no recuerdas tu contraseña, restablécela aquí:',
      recovery,
      '',
      'Si no fuiste tú, ignora este correo: tu cuenta sigue igual.',
      '',
      '— Parrilla',
    ].join('\n'),
    html: `<p>Hola, ${escape(user.nombre)}:</p><p>${intro}</p><p>Si fuiste tú, <a href="${escape(login)}">inicia sesión con tu cuenta</a>.${google}</p><p>Si no recuerdas tu contraseña, <a href="${escape(recovery)}">restablécela aquí</a>.</p><p>Si no fuiste tú, ignora este correo: tu cuenta sigue igual.</p><p>— Parrilla</p>`,
  };
}

/**
 * To the owner of an account signed in from a browser it never used: what, from where and when (Mexico
 * City time), and the single-use link that ends that session without signing in.
 */
export function newBrowserMail(user: Pick<User, 'email' | 'nombre'>, sesion: { navegador: string; ip: string | null; at: Date; link: string }): MailMessage {
  const cuando = formatDeadline(sesion.at);
  const desde = sesion.ip ? `${sesion.navegador}, desde la IP ${sesion.ip}` : sesion.navegador;
  const intro = `Se inició sesión en tu cuenta de Parrilla desde un navegador que no habías usado: ${desde}, el ${cuando}.`;
  const closing = 'Si no fuiste tú, cierra esa sesión con este enlace (sirve una vez, durante 7 días, sin iniciar sesión) y después cambia tu contraseña:';
  return {
    to: user.email,
    subject: 'Nuevo inicio de sesión en tu cuenta de Parrilla',
    text: [`Hola, ${user.nombre}:`, '', intro, '', 'Si fuiste tú, no tienes que hacer nada.', '', closing, '', sesion.link, '', '— Parrilla'].join('\n'),
    html: `<p>Hola, ${escape(user.nombre)}:</p><p>${escape(intro)}</p><p>Si fuiste tú, no tienes que hacer nada.</p><p>${escape(closing)}</p><p><a href="${escape(sesion.link)}">Cerrar esa sesión</a></p><p>— Parrilla</p>`,
  };
}
