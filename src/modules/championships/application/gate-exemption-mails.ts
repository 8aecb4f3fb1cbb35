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

/** To each admin: a driver whose licence the site does not know asks to be let through the gate. */
export function exemptionAskedMail(input: { to: string; nombre: string; piloto: string; email: string; championship: string; requisitos: string; razon: string; link: string }): MailMessage {
  return mail(
    input.to,
    `Solicitud de excepción: ${input.championship}`,
    input.nombre,
    [
      `${input.piloto} (${input.email}) pide una excepción para inscribirse en ${input.championship}: ${input.razon}.`,
      input.requisitos,
      'Concédela o recházala con un motivo en la lista de inscritos del campeonato; le avisaremos al piloto por correo.',
    ],
    input.link,
    'Ver las solicitudes de excepción',
  );
}

/** To the driver: the admins let him through the gate. */
export function exemptionGrantedMail(input: { to: string; nombre: string; championship: string; link: string }): MailMessage {
  return mail(
    input.to,
    `Excepción concedida: ${input.championship}`,
    input.nombre,
    [`Los administradores te concedieron una excepción a los requisitos de licencia de ${input.championship}.`, 'Ya puedes inscribirte desde la página del campeonato.'],
    input.link,
    'Inscribirme',
  );
}

/** To the driver: the admins declined, with their reason. */
export function exemptionDeclinedMail(input: { to: string; nombre: string; championship: string; link: string; motivo: string }): MailMessage {
  return mail(
    input.to,
    `Excepción no concedida: ${input.championship}`,
    input.nombre,
    [
      `Los administradores no concedieron tu excepción a los requisitos de licencia de ${input.championship}.`,
      `Motivo: ${input.motivo}`,
      'Cuando conozcamos tu licencia (con tu ID de iRacing en tu perfil y los resultados de una carrera importados) podrás inscribirte si cumples los requisitos.',
    ],
    input.link,
    'Ver el campeonato',
  );
}
