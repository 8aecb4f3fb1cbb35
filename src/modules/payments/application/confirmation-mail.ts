import { formatLongDateTime } from '../../../contracts/formats.js';
import { formatPaymentAmount, shortPaymentId } from '../../../contracts/payments.messages.js';
import type { MailMessage } from '../../../platform/mail/mail.port.js';
import { fromCents } from '../domain/payment.entity.js';
import type { PaymentRecord } from './ports/payment.repository.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The confirmation a driver receives once their payment is completed and they are enrolled. */
/** `notices`: what of his chosen number and team could not be kept (taken while he paid), each a sentence. */
export function confirmationMail(r: PaymentRecord & { usuario: NonNullable<PaymentRecord['usuario']> }, notices: readonly string[] = []): MailMessage {
  const championship = r.campeonato?.nombreCampeonato ?? 'el campeonato';
  const amount = formatPaymentAmount(fromCents(r.montoCentavos), r.moneda);
  const when = `${formatLongDateTime(r.fechaCompletado ?? r.updatedAt)} (hora del centro de México)`;
  const reference = shortPaymentId(r.id);
  const facts: Array<[string, string]> = [
    ['Campeonato', championship],
    ['Monto', amount],
    ['Fecha', when],
    ['Referencia del pago', reference],
  ];
  return {
    to: r.usuario.email,
    subject: `Inscripción confirmada: ${championship}`,
    text: [
      `Hola, ${r.usuario.nombre}:`,
      '',
      `Recibimos tu pago y tu inscripción en ${championship} está confirmada.`,
      '',
      ...facts.map(([k, v]) => `${k}: ${v}`),
      '',
      ...notices.flatMap((n) => [n, '']),
      'Guarda este correo como comprobante. ¡Nos vemos en la pista!',
    ].join('\n'),
    html: [
      `<p>Hola, ${escape(r.usuario.nombre)}:</p>`,
      `<p>Recibimos tu pago y tu inscripción en <strong>${escape(championship)}</strong> está confirmada.</p>`,
      `<ul>${facts.map(([k, v]) => `<li><strong>${k}:</strong> ${escape(v)}</li>`).join('')}</ul>`,
      ...notices.map((n) => `<p>${escape(n)}</p>`),
      '<p>Guarda este correo como comprobante. ¡Nos vemos en la pista!</p>',
    ].join(''),
  };
}
