import { AlertTriangle, CheckCircle2, Clock, FileText, Home, Mail, Trophy, XCircle } from 'lucide-react';
import { PAYMENT_MSG, paidWithoutPlaceNext } from '@contracts/payments.messages';
import { LinkButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoader } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyPayment } from '../api/verify-payment';
import './payments.css';

/** /pago-exitoso?session_id=…: verifying, then success with the championship, or the error. */
export function PaymentSuccess({ sessionId }: { sessionId: string | null }) {
  const { data, error, isLoading } = useVerifyPayment(sessionId);
  const failed = !sessionId || error || (!isLoading && !data?.campeonato);
  // The server's reason (still pending, failed, refunded) helps the driver tell support what happened.
  const detail = messageOf(error, '');
  // Paid, but no place was left: not enrolled yet, and he reads what happens next and by when.
  const withoutPlace = !failed && data?.sinLugar && data.plazoDecision ? data.plazoDecision : null;
  useDocumentTitle(failed ? 'Error al verificar el pago' : withoutPlace ? 'Pago recibido, sin lugar por ahora' : 'Pago exitoso');

  if (sessionId && isLoading) return <PageLoader label="Verificando tu pago..." />;
  if (failed || !data) {
    return (
      <div className="container page status-page payment-result">
        <XCircle className="status-page__icon" size={48} aria-hidden="true" />
        <h1>No pudimos confirmar tu pago</h1>
        <p className="form-error" role="alert">
          {PAYMENT_MSG.verifyError}
        </p>
        {detail && <p className="muted">{detail}</p>}
        <div className="payment-result__actions">
          <LinkButton to="/campeonatos" variant="secondary" icon={<Trophy size={18} aria-hidden="true" />}>
            Ver campeonatos
          </LinkButton>
          <LinkButton to="/" variant="ghost" icon={<Home size={18} aria-hidden="true" />}>
            Volver al inicio
          </LinkButton>
        </div>
      </div>
    );
  }

  const c = data.campeonato;
  const championshipId = c._id;
  const details = (
    <Card raised as="section" className="payment-result__card" aria-labelledby="payment-result-champ">
      <h2 id="payment-result-champ">Detalles del campeonato</h2>
      <dl className="payment-result__facts">
        <div>
          <dt>Campeonato</dt>
          <dd>{c.nombreCampeonato}</dd>
        </div>
        <div>
          <dt>Categoría</dt>
          <dd>{c.categoria}</dd>
        </div>
        <div>
          <dt>Precio</dt>
          <dd className="tabular">{formatMoney(c.precio, { withCode: true })}</dd>
        </div>
      </dl>
    </Card>
  );
  if (withoutPlace) {
    return (
      <div className="container page status-page payment-result">
        <Clock className="payment-result__icon" size={56} aria-hidden="true" />
        <h1>Pago recibido, sin lugar por ahora</h1>
        <div className="payment-result__warning" role="status">
          <AlertTriangle size={20} aria-hidden="true" />
          <div>
            <p>{data.message}</p>
            <p>{paidWithoutPlaceNext(withoutPlace, data.metodo)}</p>
          </div>
        </div>
        <p className="muted payment-result__note">
          <Mail size={16} aria-hidden="true" /> Te enviamos un correo con estos detalles. Si no lo ves, revisa tu carpeta de spam.
        </p>
        {details}
        <div className="payment-result__actions">
          <LinkButton to={`/campeonatos/${encodeURIComponent(championshipId)}`} icon={<Trophy size={18} aria-hidden="true" />}>
            Ver campeonato
          </LinkButton>
          <LinkButton to="/" variant="ghost" icon={<Home size={18} aria-hidden="true" />}>
            Volver al inicio
          </LinkButton>
        </div>
      </div>
    );
  }
  return (
    <div className="container page status-page payment-result">
      <CheckCircle2 className="payment-result__icon payment-result__icon--ok" size={56} aria-hidden="true" />
      <h1>¡Pago exitoso!</h1>
      <p className="form-success" role="status">
        {data.message || PAYMENT_MSG.success}
      </p>
      {data.avisos.length > 0 && (
        // A number or team chosen before paying that another driver took meanwhile: he is entered, without it.
        <div className="payment-result__warning" role="alert">
          <AlertTriangle size={20} aria-hidden="true" />
          <div>
            <p>Tu lugar está confirmado, pero no pudimos guardar todo lo que elegiste:</p>
            <ul>
              {data.avisos.map((aviso) => (
                <li key={aviso}>{aviso}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <p className="muted payment-result__note">
        <Mail size={16} aria-hidden="true" /> Te enviamos un correo de confirmación con los detalles de tu inscripción. Si no lo ves, revisa tu carpeta de spam.
      </p>
      {details}
      <div className="payment-result__actions">
        {championshipId ? (
          <LinkButton to={`/campeonatos/${encodeURIComponent(championshipId)}`} icon={<Trophy size={18} aria-hidden="true" />}>
            Ver campeonato
          </LinkButton>
        ) : (
          <LinkButton to="/campeonatos" icon={<Trophy size={18} aria-hidden="true" />}>
            Ver campeonatos
          </LinkButton>
        )}
        <LinkButton to="/perfil#facturas" variant="secondary" icon={<FileText size={18} aria-hidden="true" />}>
          Solicitar factura
        </LinkButton>
        <LinkButton to="/" variant="ghost" icon={<Home size={18} aria-hidden="true" />}>
          Volver al inicio
        </LinkButton>
      </div>
    </div>
  );
}
