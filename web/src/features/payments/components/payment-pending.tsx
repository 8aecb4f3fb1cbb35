import { AlertTriangle, Clock, FlaskConical, Store } from 'lucide-react';
import { PAYMENT_METHOD_MSG, PAYMENT_MSG, PAYMENT_STATE_LABELS, paidWithoutPlaceNext } from '@contracts/payments.messages';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/spinner';
import { PendingPaymentFacts } from '@/components/payments/pending-payment-facts';
import { messageOf } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePendingPayment, useSimulatePendingPayment } from '../api/pending-payment';
import './payments.css';

/**
 * /pago-pendiente?session_id=…: where Stripe sends the driver after choosing OXXO or SPEI. The place
 * is 'Lugar apartado' until the deadline; the voucher, the reference (or CLABE) and the deadline in
 * Mexico City time. On the demo gateway, buttons simulate the money arriving or the voucher expiring.
 */
export function PaymentPending({ sessionId }: { sessionId: string | null }) {
  const { data, error, isLoading, mutate } = usePendingPayment(sessionId);
  const withoutPlace = data?.estado === 'completado' && data.sinLugar;
  useDocumentTitle(withoutPlace ? 'Pago recibido, sin lugar por ahora' : PAYMENT_METHOD_MSG.held);
  const simulation = useSimulatePendingPayment(sessionId ?? '');
  // Which button is busy: the one pressed, while its call runs and, when it sends the driver elsewhere, until he leaves.
  const [pressed, setPressed] = useState<'paid' | 'expired' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = simulation.isMutating || leaving ? pressed : null;
  const [failure, setFailure] = useState<string | null>(null);

  const simulate = async (what: 'paid' | 'expired') => {
    if (!sessionId) return;
    setPressed(what);
    setFailure(null);
    try {
      const answer = await simulation.trigger(what);
      if (!answer.redirectUrl.startsWith('/pago-pendiente')) {
        setLeaving(true);
        window.location.assign(answer.redirectUrl);
      }
    } catch (err) {
      setFailure(messageOf(err, 'No se pudo simular el pago'));
    }
  };

  let body;
  if (sessionId && isLoading) body = <PageLoader label="Cargando tu pago..." />;
  else if (!sessionId || error || !data) body = <ErrorState message={messageOf(error, 'No se encontró el pago')} onRetry={sessionId ? () => void mutate() : undefined} />;
  else
    body = (
      <Card raised as="section" aria-labelledby="pending-champ" className="payment-result__card">
        <p className="muted">Inscripción al campeonato</p>
        <h2 id="pending-champ">{data.campeonato.nombreCampeonato}</h2>
        {data.estado === 'pendiente' && data.ficha ? (
          <>
            <p className="payment-pending__held" role="status">
              <Clock size={18} aria-hidden="true" /> {PAYMENT_METHOD_MSG.held}: tu lugar está reservado mientras llega tu pago.
            </p>
            <PendingPaymentFacts pago={data} />
          </>
        ) : data.estado === 'pendiente' ? (
          <p role="status">Estamos esperando los datos de tu {data.metodo === 'spei' ? 'transferencia' : 'ficha'}. Vuelve a cargar esta página en unos segundos.</p>
        ) : data.estado === 'completado' && data.sinLugar && data.plazoDecision ? (
          // Paid after the held place was released, with none left: not enrolled yet, and what happens next.
          <div className="payment-result__warning" role="status">
            <AlertTriangle size={20} aria-hidden="true" />
            <div>
              <p>{PAYMENT_MSG.paidWithoutPlace}</p>
              <p>{paidWithoutPlaceNext(data.plazoDecision, data.metodo)}</p>
            </div>
          </div>
        ) : data.estado === 'completado' ? (
          <p role="status">
            Recibimos tu pago: tu inscripción está confirmada. <Link to={`/campeonatos/${encodeURIComponent(data.campeonato._id)}`}>Ver el campeonato</Link>
          </p>
        ) : (
          <p className="form-error" role="alert">
            Este pago ya no está pendiente: su estado es «{PAYMENT_STATE_LABELS[data.estado]}». {data.metodo === 'spei' ? 'Si el plazo de tu transferencia venció' : 'Si tu ficha venció'}, el lugar se liberó; puedes volver a inscribirte desde la página del campeonato.
          </p>
        )}
        {data.demo && data.estado === 'pendiente' && data.ficha && (
          <div className="payment-pending__demo">
            <p className="demo-checkout__banner" role="note">
              <FlaskConical size={20} aria-hidden="true" />
              {PAYMENT_METHOD_MSG.nothingCharged}
            </p>
            {failure && (
              <p className="form-error" role="alert">
                {failure}
              </p>
            )}
            <div className="demo-checkout__actions">
              <Button variant="secondary" busy={busy === 'expired'} busyText="Procesando..." disabled={busy !== null} onClick={() => void simulate('expired')}>
                {data.metodo === 'spei' ? 'Simular que el plazo vence' : 'Simular que la ficha vence'}
              </Button>
              <Button icon={<Store size={18} aria-hidden="true" />} busy={busy === 'paid'} busyText="Procesando..." disabled={busy !== null} onClick={() => void simulate('paid')}>
                Simular el pago
              </Button>
            </div>
          </div>
        )}
      </Card>
    );

  return (
    <div className="container page payment-result">
      <header className="page-header">
        <p className="eyebrow">{withoutPlace ? 'Pago recibido' : 'Pago pendiente'}</p>
        <h1>{withoutPlace ? 'Sin lugar por ahora' : PAYMENT_METHOD_MSG.held}</h1>
      </header>
      {body}
    </div>
  );
}
