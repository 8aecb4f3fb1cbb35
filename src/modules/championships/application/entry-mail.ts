import type { MailMessage } from '../../../platform/mail/mail.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a driver receives after entering a free championship himself. */
export function entryMail(input: { to: string; nombre: string; championship: string; link: string }): MailMessage {
  const line = `Quedaste inscrito en ${input.championship}. Tu lugar está confirmado; te avisaremos antes de cada carrera.`;
  return {
    to: input.to,
    subject: `Inscripción confirmada: ${input.championship}`,
    text: [`Hola, ${input.nombre}:`, '', line, '', `Campeonato: ${input.link}`].join('\n'),
    html: [`<p>Hola, ${escape(input.nombre)}:</p>`, `<p>${escape(line)}</p>`, `<p><a href="${escape(input.link)}">Ver el campeonato</a></p>`].join(''),
  };
}
