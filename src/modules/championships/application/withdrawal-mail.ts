import type { MailMessage } from '../../../platform/mail/mail.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a driver receives when an admin withdraws their enrolment. */
export function withdrawalMail(input: { to: string; nombre: string; championship: string; link: string; paid: boolean }): MailMessage {
  const paidLine = input.paid ? 'Tu inscripción estaba pagada: un administrador se encargará del reembolso. Si tienes dudas, responde a este correo o escríbenos desde la página de contacto.' : null;
  return {
    to: input.to,
    subject: `Tu inscripción en ${input.championship} fue retirada`,
    text: [
      `Hola, ${input.nombre}:`,
      '',
      `Un administrador retiró tu inscripción en ${input.championship}. Ya no apareces en la lista de inscritos y tu lugar quedó libre.`,
      ...(paidLine ? ['', paidLine] : []),
      '',
      `Campeonato: ${input.link}`,
    ].join('\n'),
    html: [
      `<p>Hola, ${escape(input.nombre)}:</p>`,
      `<p>Un administrador retiró tu inscripción en <strong>${escape(input.championship)}</strong>. Ya no apareces en la lista de inscritos y tu lugar quedó libre.</p>`,
      ...(paidLine ? [`<p>${escape(paidLine)}</p>`] : []),
      `<p><a href="${escape(input.link)}">Ver el campeonato</a></p>`,
    ].join(''),
  };
}
