import { formatCents, formatDateTime } from '../../../contracts/formats.js';
import type { MailMessage } from '../../../platform/mail/mail.port.js';
import type { InvoiceRequest } from '../domain/invoice-request.entity.js';
import type { PaymentLine } from './invoice-views.js';

/** The driver's mail once an admin issued his invoice: where to download it. */
export function invoiceIssuedMail(request: InvoiceRequest, line: PaymentLine | undefined, publicUrl: string): MailMessage {
  const championship = line?.championship?.nombreCampeonato;
  const paid = line?.facts.fechaPago ? ` del ${formatDateTime(line.facts.fechaPago)} (hora de la Ciudad de México)` : '';
  const amount = line ? ` por ${formatCents(line.facts.montoCentavos, { withCode: true })}` : '';
  const greeting = line?.driver ? `Hola ${line.driver.nombre}:` : 'Hola:';
  return {
    to: request.email,
    subject: 'Tu factura está lista',
    text: [
      greeting,
      '',
      `Ya emitimos la factura de tu pago${amount}${paid}${championship ? `, inscripción a ${championship}` : ''}.`,
      `RFC: ${request.rfc} · ${request.razonSocial}`,
      '',
      `Descarga el PDF y el XML desde tu perfil: ${publicUrl}/perfil#facturas`,
      '',
      'Parrilla',
    ].join('\n'),
  };
}
