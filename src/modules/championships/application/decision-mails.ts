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

/** The admin approved the entry: what follows depends on the place and the price. */
export function approvalMail(input: { to: string; nombre: string; championship: string; link: string; resultado: 'inscrito' | 'por-pagar' | 'lista-espera'; posicion?: number }): MailMessage {
  const first = `Un administrador aprobó tu solicitud para ${input.championship}.`;
  if (input.resultado === 'inscrito') return mail(input.to, `Solicitud aprobada: ${input.championship}`, input.nombre, [first, 'Ya estás inscrito: tu lugar está confirmado.'], input.link, 'Ver el campeonato');
  if (input.resultado === 'por-pagar') {
    return mail(
      input.to,
      `Solicitud aprobada: paga tu inscripción en ${input.championship}`,
      input.nombre,
      [first, 'Para asegurar tu lugar, paga tu inscripción desde la página del campeonato. Los lugares se confirman en el orden en que se pagan.'],
      input.link,
      'Pagar mi inscripción',
    );
  }
  return mail(
    input.to,
    `Solicitud aprobada: estás en la lista de espera de ${input.championship}`,
    input.nombre,
    [first, `El campeonato está lleno, así que quedaste en el lugar ${input.posicion ?? ''} de la lista de espera. Si se libera un lugar, te lo ofreceremos por correo.`],
    input.link,
    'Ver el campeonato',
  );
}

/** The admin rejected the entry, with his reason. */
export function rejectionMail(input: { to: string; nombre: string; championship: string; link: string; motivo: string }): MailMessage {
  return mail(
    input.to,
    `Solicitud rechazada: ${input.championship}`,
    input.nombre,
    [`Un administrador rechazó tu solicitud para ${input.championship}. No se hizo ningún cobro.`, `Motivo: ${input.motivo}`, 'Si tienes dudas, responde a este correo o escríbenos desde la página de contacto.'],
    input.link,
    'Ver el campeonato',
  );
}
