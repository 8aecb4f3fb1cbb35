import { CheckCircle2, CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { checkoutErrorMessage, createCheckoutSession } from '../api/create-checkout-session';
import { enterChampionship } from '../api/enter-championship';

const ENTRY_FAILED = 'No se pudo completar tu inscripción. Inténtalo de nuevo.';

export type EnrolState = 'enrolled' | 'full' | 'closed' | 'open';

/** Which of the button's states applies (spec 1 §4): enrolled first, then full, then closed. */
export function enrolStateOf(championship: Championship, enrolled: boolean): EnrolState {
  if (enrolled) return 'enrolled';
  if (championship.participantesRegistrados >= championship.participantesMaximos) return 'full';
  if (!championship.inscripcionAbierta) return 'closed';
  return 'open';
}

const LABELS: Record<EnrolState, string> = {
  enrolled: 'YA INSCRITO',
  full: 'CUPOS AGOTADOS',
  closed: 'INSCRIPCIONES CERRADAS',
  open: 'INSCRIBIRME',
};

/** The sidebar card: price, the enrol button and its confirm modal, and the prizes. */
export function EnrolCard({ championship: c, enrolled, signedIn }: { championship: Championship; enrolled: boolean; signedIn: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = enrolStateOf(c, signedIn && enrolled);
  const free = c.precio <= 0;

  const onEnrol = () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    setError(null);
    setOpen(true);
  };

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const session = await createCheckoutSession(c.id);
      if (!session.url) throw new Error('sin url');
      window.location.assign(session.url);
    } catch (err) {
      setError(checkoutErrorMessage(err));
      setBusy(false);
    }
  };

  // A free championship is entered here, with no checkout (issue #30, slice 0).
  const confirmFree = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await enterChampionship(c.id);
      toast.success(answer.message);
      setOpen(false);
    } catch (err) {
      setError(messageOf(err, ENTRY_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const prizes = [
    ['Primer lugar', c.premios.primerPuesto],
    ['Segundo lugar', c.premios.segundoPuesto],
    ['Tercer lugar', c.premios.tercerPuesto],
  ].filter(([, value]) => value && value.trim() !== '');

  return (
    <aside className="enrol-card card card--raised" aria-labelledby="enrol-title">
      <h2 id="enrol-title" className="enrol-card__title">
        Inscripción
      </h2>
      <p className="enrol-card__price tabular">{free ? 'Gratis' : formatMoney(c.precio, { withCode: true })}</p>
      <Button fullWidth size="lg" variant={state === 'open' ? 'primary' : 'secondary'} disabled={state !== 'open'} onClick={onEnrol}>
        {LABELS[state]}
      </Button>
      {prizes.length > 0 && (
        <div className="enrol-card__prizes">
          <h3>Premios</h3>
          <dl>
            {prizes.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <Modal
        open={open}
        onClose={() => !busy && setOpen(false)}
        title="Confirmar Inscripción"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancelar
            </Button>
            {free ? (
              <Button icon={<CheckCircle2 size={18} aria-hidden="true" />} busy={busy} busyText="Procesando..." onClick={confirmFree}>
                Confirmar inscripción
              </Button>
            ) : (
              <Button icon={<CreditCard size={18} aria-hidden="true" />} busy={busy} busyText="Procesando..." onClick={pay}>
                Pagar con tarjeta
              </Button>
            )}
          </>
        }
      >
        <p>
          Campeonato: <strong>{c.nombreCampeonato}</strong>
        </p>
        <p>
          Precio: <strong className="tabular">{free ? 'Gratis' : formatMoney(c.precio, { withCode: true })}</strong>
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {free ? (
          <p className="muted">Este campeonato no tiene costo: al confirmar, tu lugar queda apartado y recibirás un correo.</p>
        ) : (
          <p className="muted enrol-card__secure">
            <Lock size={14} aria-hidden="true" /> El pago es seguro: lo procesa Stripe y Parrilla nunca ve los datos de tu tarjeta.
          </p>
        )}
      </Modal>
    </aside>
  );
}
