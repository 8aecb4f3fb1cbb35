import { ExternalLink } from 'lucide-react';
import type { PendingPaymentResponse } from '@contracts/payments.views';
import { formatPaymentAmount, heldPaymentWords, PAYMENT_METHOD_LABELS } from '@contracts/payments.messages';
import { formatDeadline } from '@/lib/format';
import './pending-payment-facts.css';

/**
 * A held place's payment as the driver needs it at the counter or the bank (issue #31): method,
 * amount, the OXXO reference (or CLABE and reference), the voucher, the deadline in Mexico City
 * time and when we confirm. Shared by `/pago-pendiente` and the profile.
 */
export function PendingPaymentFacts({ pago }: { pago: PendingPaymentResponse }) {
  // A transfer is worded as a transfer (confirmed in minutes), an OXXO voucher as a 'ficha'.
  const words = heldPaymentWords(pago.metodo);
  const facts: Array<[string, string]> = [
    ['Método', PAYMENT_METHOD_LABELS[pago.metodo]],
    ['Monto', formatPaymentAmount(pago.monto, pago.moneda)],
  ];
  if (pago.ficha?.clabe) facts.push(['CLABE', pago.ficha.clabe]);
  if (pago.ficha) facts.push([pago.metodo === 'oxxo' ? 'Referencia OXXO' : 'Referencia', pago.ficha.referencia]);
  if (pago.ficha?.venceEn) facts.push([words.expires, formatDeadline(pago.ficha.venceEn)]);
  if (pago.plazoApartado) facts.push(['Lugar apartado hasta', formatDeadline(pago.plazoApartado)]);
  return (
    <div className="pending-facts">
      <dl className="pending-facts__list">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={label.startsWith('Referencia') || label === 'CLABE' ? 'pending-facts__code tabular' : 'tabular'}>{value}</dd>
          </div>
        ))}
      </dl>
      {pago.ficha?.url && (
        <p>
          <a className="pending-facts__voucher" href={pago.ficha.url} target="_blank" rel="noreferrer">
            {words.link} <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden"> (se abre en otra pestaña)</span>
          </a>
        </p>
      )}
      <p className="muted">{pago.aviso}</p>
    </div>
  );
}
