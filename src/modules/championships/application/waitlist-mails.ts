import { formatDeadline } from '../../../contracts/formats.js';
import type { MailMessage } from '../../../platform/mail/mail.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, nombre: string, lines: string[], link: string, linkText: string): MailMessage {
  return {
    to,
    subject,
    text: [`Hola, ${nombre}:`, '', ...lines.flatMap((l) => [l, '']), `${linkText}: ${link}`].join('\n'),
    html: [`<p>Hola, ${escape(nombre)}:</p>`, ...lines.map((l) => `<p>${escape(l)}</p>`), `<p><a href="${escape(link)}">${escape(linkText)}</a></p>`].join(''),
  };
}

/** A place freed and it is the driver's until `venceEn` (Mexico City time in the text): to pay, or to confirm when free. */
export function offerMail(input: { to: string; nombre: string; championship: string; link: string; venceEn: string; paid: boolean }): MailMessage {
  const deadline = formatDeadline(input.venceEn);
  const action = input.paid ? 'Para quedarte con él, paga tu inscripción' : 'Para quedarte con él, confirma tu inscripción';
  return mail(
    input.to,
    `Se liberó un lugar para ti en ${input.championship}`,
    input.nombre,
    [
      `Se liberó un lugar en ${input.championship} y eres el siguiente de la lista de espera. Está apartado para ti hasta el ${deadline}.`,
      `${action} desde la página del campeonato antes de esa hora; si no, el lugar pasará al siguiente de la lista.`,
    ],
    input.link,
    input.paid ? 'Pagar mi inscripción' : 'Confirmar mi inscripción',
  );
}

/** The offer's deadline passed unanswered. */
export function offerLapsedMail(input: { to: string; nombre: string; championship: string; link: string }): MailMessage {
  return mail(
    input.to,
    `Venció el lugar que te ofrecimos en ${input.championship}`,
    input.nombre,
    [`El plazo para tomar el lugar que se liberó en ${input.championship} terminó sin respuesta, así que pasó al siguiente de la lista de espera y saliste de ella.`, 'Si todavía quieres correr, vuelve a unirte a la lista desde la página del campeonato.'],
    input.link,
    'Ver el campeonato',
  );
}

/** An admin ended the offer before its deadline. */
export function offerEndedMail(input: { to: string; nombre: string; championship: string; link: string }): MailMessage {
  return mail(
    input.to,
    `Terminó el lugar que te ofrecimos en ${input.championship}`,
    input.nombre,
    [`Un administrador terminó antes de tiempo la oferta de un lugar en ${input.championship}; el lugar pasa al siguiente de la lista de espera y saliste de ella.`, 'Si tienes dudas, responde a este correo o escríbenos desde la página de contacto.'],
    input.link,
    'Ver el campeonato',
  );
}
