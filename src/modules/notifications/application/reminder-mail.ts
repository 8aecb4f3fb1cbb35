import { formatLongDateTime } from '../../../contracts/formats.js';
import type { MailMessage } from '../../../platform/mail/mail.port.js';
import type { DeviceNotice } from '../../../platform/push/device-notices.port.js';
import type { ReminderCandidate } from './ports/reminders.port.js';

const SIGNATURE = '\n\nNos vemos en la pista.\nEl equipo de Parrilla';

/** The reminder a driver gets the day before: what, when in Mexico City, the link, and how to stop them. */
export function reminderMail(c: ReminderCandidate, start: Date, publicUrl: string): MailMessage {
  const what = c.tipo === 'carrera' ? `la carrera en ${c.nombre}${c.campeonato ? ` del campeonato ${c.campeonato}` : ''}` : `el evento libre ${c.nombre}`;
  const link = c.tipo === 'carrera' ? `${publicUrl}/campeonatos/${c.campeonatoId}` : `${publicUrl}/eventos-unicos/${c.competicionId}`;
  const when = formatLongDateTime(start);
  return {
    to: c.email,
    subject: c.tipo === 'carrera' ? `Recordatorio: mañana corres en ${c.nombre}` : `Recordatorio: mañana es el evento ${c.nombre}`,
    text:
      `Hola, ${c.nombrePiloto}:\n\nTe recordamos que estás inscrito en ${what}.\n` +
      `Empieza el ${when} (hora de la Ciudad de México).\n\nDetalles: ${link}\n\n` +
      `Si ya no quieres recibir estos recordatorios, desactívalos en tu perfil: ${publicUrl}/perfil${SIGNATURE}`,
  };
}

/** The same reminder as a push to the driver's devices (docs/adr/0056): what, when, and the page it opens. */
export function reminderNotice(c: ReminderCandidate, start: Date): DeviceNotice {
  const url = c.tipo === 'carrera' ? `/campeonatos/${c.campeonatoId}` : `/eventos-unicos/${c.competicionId}`;
  return {
    userId: c.userId,
    tipo: 'recordatorio',
    clave: `recordatorio:${c.tipo}:${c.competicionId}`,
    payload: {
      titulo: c.tipo === 'carrera' ? `Mañana corres en ${c.nombre}` : `Mañana es el evento ${c.nombre}`,
      cuerpo: `${c.campeonato ? `${c.campeonato}. ` : ''}Empieza el ${formatLongDateTime(start)} (hora de la Ciudad de México).`,
      url,
      etiqueta: `recordatorio-${c.competicionId}`,
    },
  };
}
