import { ARCO_EXPORT_LINK_DAYS, ARCO_KIND_LABELS, ARCO_STATE_LABELS } from '../../../contracts/data-rights.contract.js';
import { formatDateTime } from '../../../contracts/formats.js';
import type { MailMessage } from '../../../platform/mail/mail.port.js';
import type { ArcoRequest } from './ports/data-rights.ports.js';

const kind = (r: ArcoRequest) => ARCO_KIND_LABELS[r.tipo].toLowerCase();

export function filedMail(r: ArcoRequest): MailMessage {
  return {
    to: r.email,
    subject: `Recibimos tu solicitud de ${kind(r)} de datos personales`,
    text: `Hola ${r.nombre}:\n\nRecibimos tu solicitud de ${kind(r)} de tus datos personales.\n\nLa ley nos da hasta el ${formatDateTime(r.venceEn)} (20 días hábiles) para responderte; te escribiremos en cada paso.\n\nLo que pediste:\n${r.detalle || '(una copia de tus datos)'}\n`,
  };
}

export function stepMail(r: ArcoRequest): MailMessage {
  const answered = r.estado === 'atendida' || r.estado === 'negada';
  return {
    to: r.email,
    subject: `Tu solicitud de ${kind(r)}: ${ARCO_STATE_LABELS[r.estado].toLowerCase()}`,
    text: answered
      ? `Hola ${r.nombre}:\n\nRespondimos tu solicitud de ${kind(r)} de datos personales (${ARCO_STATE_LABELS[r.estado].toLowerCase()}).\n\n${r.respuesta ?? ''}\n`
      : `Hola ${r.nombre}:\n\nYa estamos atendiendo tu solicitud de ${kind(r)} de datos personales. La responderemos a más tardar el ${formatDateTime(r.venceEn)}.\n`,
  };
}

export function exportReadyMail(to: string, nombre: string, link: string, venceEn: string): MailMessage {
  return {
    to,
    subject: 'Tus datos personales están listos para descargar',
    text: `Hola ${nombre}:\n\nPreparamos un archivo .zip con todo lo que el sitio guarda sobre ti (JSON, una página legible y una hoja CSV por sección).\n\nDescárgalo aquí (el enlace funciona ${ARCO_EXPORT_LINK_DAYS} días, hasta el ${formatDateTime(venceEn)}):\n${link}\n\nSi no lo pediste tú, cambia tu contraseña.\n`,
  };
}

export function cancelledMail(to: string, nombre: string, conservarHasta: string): MailMessage {
  return {
    to,
    subject: 'Tu cuenta fue cancelada',
    text: `Hola ${nombre}:\n\nCancelamos tu cuenta como lo pediste. Tu foto y tu perfil ya se borraron; ya no puedes iniciar sesión ni recibirás más correos.\n\nLos datos que la ley nos obliga a conservar (pagos y facturas, 5 años desde cada pago según el Código Fiscal) quedan bloqueados: nadie los usa y solo el superadministrador puede consultarlos. Se borrarán el ${formatDateTime(conservarHasta)}.\n\nEn resultados, clasificaciones y decisiones pasadas aparecerás como «Piloto retirado» para que las tablas sigan sumando.\n`,
  };
}
