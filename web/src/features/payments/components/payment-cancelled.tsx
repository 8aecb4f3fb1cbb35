import { Home, Trophy, XCircle } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import './payments.css';

/** /pago-cancelado: nothing was charged; links back to the championships and home. */
export function PaymentCancelled() {
  useDocumentTitle('Pago cancelado');
  return (
    <div className="container page status-page payment-result">
      <XCircle className="status-page__icon" size={48} aria-hidden="true" />
      <h1>Pago cancelado</h1>
      <p className="muted">Cancelaste el pago, así que no se hizo ningún cargo y tu inscripción no quedó registrada.</p>
      <p className="muted">Puedes intentarlo de nuevo cuando quieras desde la página del campeonato.</p>
      <div className="payment-result__actions">
        <LinkButton to="/campeonatos" icon={<Trophy size={18} aria-hidden="true" />}>
          Ver campeonatos
        </LinkButton>
        <LinkButton to="/" variant="ghost" icon={<Home size={18} aria-hidden="true" />}>
          Volver al inicio
        </LinkButton>
      </div>
    </div>
  );
}
