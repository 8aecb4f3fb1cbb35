import { CreditCard, FlaskConical, X } from 'lucide-react';
import { formatPaymentAmount, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_MSG, PAYMENT_MSG, PAYMENT_STATE_LABELS } from '@contracts/payments.messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { formatDeadline, formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDemoActions, useDemoSession } from '../api/demo-gateway';
import './payments.css';

const LOAD_ERROR = 'No se encontró la sesión de pago de demostración';

/** /pago-demo?session_id=…: the stand-in for the card provider's checkout when no Stripe key is set. */
export function DemoCheckout({ sessionId }: { sessionId: string | null }) {
  useDocumentTitle('Pago de demostración');
  const { data, error, isLoading, mutate } = useDemoSession(sessionId);
  const actions = useDemoActions(sessionId ?? '');
  // Once answered, the browser is on its way to the next page: the button stays busy until it leaves.
  const [leaving, setLeaving] = useState<'pay' | 'cancel' | null>(null);
  const busy = actions.pay.isMutating ? 'pay' : actions.cancel.isMutating ? 'cancel' : leaving;
  const [failure, setFailure] = useState<string | null>(null);

  const go = async (action: 'pay' | 'cancel') => {
    if (!sessionId) return;
    setFailure(null);
    try {
      const answer = await actions[action].trigger();
      setLeaving(action);
      window.location.assign(answer.redirectUrl);
    } catch (err) {
      setFailure(messageOf(err, action === 'pay' ? 'No se pudo completar el pago de demostración' : 'No se pudo cancelar el pago de demostración'));
    }
  };

  let body;
  if (sessionId && isLoading) body = <PageLoader label="Cargando el pago..." />;
  else if (!sessionId || error || !data) body = <ErrorState message={messageOf(error, LOAD_ERROR)} onRetry={sessionId ? () => void mutate() : undefined} />;
  else
    body = (
      <Card raised as="section" aria-labelledby="demo-checkout-champ">
        <p className="muted">Inscripción al campeonato</p>
        <h2 id="demo-checkout-champ">{data.campeonato.nombreCampeonato}</h2>
        {data.campeonato.categoria && <p className="muted">{data.campeonato.categoria}</p>}
        <p>
          Método: <strong>{PAYMENT_METHOD_LABELS[data.metodo]}</strong>
        </p>
        {data.ficha && (
          <p>
            {data.metodo === 'oxxo' ? 'Referencia OXXO (simulada)' : 'CLABE y referencia (simuladas)'}:{' '}
            <strong className="tabular">{data.ficha.clabe ? `${data.ficha.clabe} · ${data.ficha.referencia}` : data.ficha.referencia}</strong>
          </p>
        )}
        <p className="demo-checkout__amount tabular">{data.moneda === 'mxn' ? formatMoney(data.monto, { withCode: true }) : formatPaymentAmount(data.monto, data.moneda)}</p>
        {data.estado === 'pendiente' ? (
          <p className="muted">
            Esta página sustituye a la pasarela de pago con tarjeta mientras no esté configurada. Elige qué quieres simular antes del{' '}
            <span className="tabular">{formatDeadline(data.expiraEn)}</span>.
          </p>
        ) : (
          <p className="form-error" role="alert">
            Este pago ya no está pendiente: su estado es «{PAYMENT_STATE_LABELS[data.estado]}».
          </p>
        )}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="demo-checkout__actions">
          <Button variant="secondary" icon={<X size={18} aria-hidden="true" />} busy={busy === 'cancel'} busyText="Cancelando..." disabled={busy !== null || data.estado !== 'pendiente'} onClick={() => void go('cancel')}>
            Cancelar
          </Button>
          <Button icon={<CreditCard size={18} aria-hidden="true" />} busy={busy === 'pay'} busyText="Procesando..." disabled={busy !== null || data.estado !== 'pendiente'} onClick={() => void go('pay')}>
            {data.metodo === 'oxxo' ? 'Generar ficha OXXO (simulada)' : data.metodo === 'spei' ? 'Generar datos de transferencia (simulados)' : 'Pagar'}
          </Button>
        </div>
      </Card>
    );

  return (
    <div className="container page demo-checkout">
      <header className="page-header">
        <p className="eyebrow">Pasarela de pago</p>
        <h1>Pago de demostración</h1>
      </header>
      <p className="demo-checkout__banner" role="note">
        <FlaskConical size={20} aria-hidden="true" />
        {PAYMENT_MSG.demoBanner}
      </p>
      <p className="muted">{PAYMENT_METHOD_MSG.nothingCharged}</p>
      {body}
    </div>
  );
}
