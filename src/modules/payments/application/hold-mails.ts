import { formatDeadline } from '../../../contracts/formats.js';
import { formatPaymentAmount, heldPaymentWords, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_MSG } from '../../../contracts/payments.messages.js';
import type { MailMessage } from '../../../platform/mail/mail.port.js';
import { fromCents } from '../domain/payment.entity.js';
import type { PaymentRecord } from './ports/payment.repository.port.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
type Named = PaymentRecord & { usuario: NonNullable<PaymentRecord['usuario']> };
const mexicoTime = formatDeadline;

/** The facts of a held place, as the pending page shows them: method, amount, reference or CLABE, voucher, deadline. */
export function holdFacts(r: PaymentRecord): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ['Método', PAYMENT_METHOD_LABELS[r.metodo]],
    ['Monto', formatPaymentAmount(fromCents(r.montoCentavos), r.moneda)],
  ];
  if (r.ficha?.clabe) facts.push(['CLABE', r.ficha.clabe]);
  if (r.ficha) facts.push([r.metodo === 'oxxo' ? 'Referencia OXXO' : 'Referencia', r.ficha.referencia]);
  if (r.ficha?.venceEn) facts.push([heldPaymentWords(r.metodo).expires, mexicoTime(r.ficha.venceEn)]);
  if (r.expiraEn) facts.push(['Tu lugar está apartado hasta', mexicoTime(r.expiraEn)]);
  return facts;
}

/** The one e-mail of a held place: what to pay, where, until when. */
export function holdMail(r: Named): MailMessage {
  const championship = r.campeonato?.nombreCampeonato ?? 'el campeonato';
  const facts = holdFacts(r);
  const words = heldPaymentWords(r.metodo);
  const how = r.metodo === 'oxxo' ? 'Paga en efectivo en cualquier tienda OXXO con esta referencia' : 'Haz la transferencia SPEI a esta CLABE con esta referencia';
  return {
    to: r.usuario.email,
    subject: `${PAYMENT_METHOD_MSG.held}: ${championship}`,
    text: [
      `Hola, ${r.usuario.nombre}:`,
      '',
      `Tu lugar en ${championship} está apartado mientras llega tu pago. ${how}:`,
      '',
      ...facts.map(([k, v]) => `${k}: ${v}`),
      ...(r.ficha?.url ? [`${words.link}: ${r.ficha.url}`] : []),
      '',
      words.mailNext,
    ].join('\n'),
    html: [
      `<p>Hola, ${escape(r.usuario.nombre)}:</p>`,
      `<p>Tu lugar en <strong>${escape(championship)}</strong> está apartado mientras llega tu pago. ${how}:</p>`,
      `<ul>${facts.map(([k, v]) => `<li><strong>${k}:</strong> ${escape(v)}</li>`).join('')}</ul>`,
      r.ficha?.url ? `<p><a href="${escape(r.ficha.url)}">${escape(words.link)}</a></p>` : '',
      `<p>${escape(words.mailNext)}</p>`,
    ].join(''),
  };
}

/** The place held by a voucher or transfer was released: the payment did not arrive in time. */
export function releaseMail(r: Named): MailMessage {
  const championship = r.campeonato?.nombreCampeonato ?? 'el campeonato';
  const text = `Tu pago de ${formatPaymentAmount(fromCents(r.montoCentavos), r.moneda)} (${PAYMENT_METHOD_LABELS[r.metodo]}) no llegó a tiempo, así que liberamos el lugar que tenías apartado en ${championship}. Si todavía quieres inscribirte, vuelve a la página del campeonato. Si ya pagaste, contesta este correo con tu comprobante.`;
  return {
    to: r.usuario.email,
    subject: `Lugar liberado: ${championship}`,
    text: [`Hola, ${r.usuario.nombre}:`, '', text].join('\n'),
    html: `<p>Hola, ${escape(r.usuario.nombre)}:</p><p>${escape(text)}</p>`,
  };
}

/** An OXXO refund was recorded (and, with its tracking key, sent) by SPEI. */
export function manualRefundMail(r: Named): MailMessage {
  const championship = r.campeonato?.nombreCampeonato ?? 'el campeonato';
  const refund = r.reembolsoManual!;
  const amount = formatPaymentAmount(fromCents(refund.montoCentavos), r.moneda);
  const lines = refund.claveRastreo
    ? [`Te enviamos por SPEI el reembolso de ${amount} de tu pago en OXXO por ${championship}.`, `CLABE de destino: ${refund.clabe}`, `Clave de rastreo: ${refund.claveRastreo}`]
    : [`Registramos el reembolso de ${amount} de tu pago en OXXO por ${championship}. Lo enviaremos por SPEI a la CLABE ${refund.clabe} y te mandaremos la clave de rastreo.`];
  return {
    to: r.usuario.email,
    subject: `Reembolso de tu pago: ${championship}`,
    text: [`Hola, ${r.usuario.nombre}:`, '', ...lines].join('\n'),
    html: `<p>Hola, ${escape(r.usuario.nombre)}:</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}`,
  };
}
