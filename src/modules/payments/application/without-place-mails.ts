import { formatDeadline } from '../../../contracts/formats.js';
import { formatPaymentAmount, PAYMENT_METHOD_LABELS, paidWithoutPlaceNext, shortPaymentId } from '../../../contracts/payments.messages.js';
import type { MailMessage } from '../../../platform/mail/mail.port.js';
import { fromCents } from '../domain/payment.entity.js';
import type { Account } from './ports/account-directory.port.js';
import type { PaymentRecord } from './ports/payment.repository.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
type Named = PaymentRecord & { usuario: NonNullable<PaymentRecord['usuario']> };

const paragraphs = (to: string, subject: string, lines: string[]): MailMessage => ({
  to,
  subject,
  text: lines.join('\n\n'),
  html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
});

/** To the driver whose payment arrived with no place left: paid, not enrolled yet, and what happens next by when. */
export function paidWithoutPlaceMail(r: Named, plazoDecision: string): MailMessage {
  const championship = r.campeonato?.nombreCampeonato ?? 'el campeonato';
  const amount = formatPaymentAmount(fromCents(r.montoCentavos), r.moneda);
  return paragraphs(r.usuario.email, `Pago recibido, sin lugar por ahora: ${championship}`, [
    `Hola, ${r.usuario.nombre}:`,
    `Recibimos tu pago de ${amount} (${PAYMENT_METHOD_LABELS[r.metodo]}) por ${championship}, pero ya no quedaba lugar para ti: todavía no estás inscrito.`,
    paidWithoutPlaceNext(plazoDecision, r.metodo),
    `Referencia del pago: ${shortPaymentId(r.id)}`,
  ]);
}

/** To each admin: a payment without a place waits for their decision, with the deadline promised to the driver. */
export function paidWithoutPlaceAdminMail(admin: Account, r: Named, plazoDecision: string): MailMessage {
  const championship = r.campeonato?.nombreCampeonato ?? 'el campeonato';
  const driver = `${r.usuario.nombre} ${r.usuario.apellido}`.trim();
  const amount = formatPaymentAmount(fromCents(r.montoCentavos), r.moneda);
  return paragraphs(admin.email, `Pago sin lugar: ${driver} en ${championship}`, [
    `Hola, ${admin.nombre}:`,
    `${driver} (${r.usuario.email}) pagó ${amount} (${PAYMENT_METHOD_LABELS[r.metodo]}) por ${championship}, pero ya no quedaba lugar para él. No está inscrito.`,
    `Inscríbelo sobre el cupo o reembolsa el pago a más tardar el ${formatDeadline(plazoDecision)}: es el plazo que le prometimos. Lo encuentras en Administración → Pagos, situación «Pagado sin lugar» (referencia ${shortPaymentId(r.id)}).`,
  ]);
}
