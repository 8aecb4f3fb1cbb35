import { CheckCircle2, CreditCard, Hourglass, Landmark, Lock, Store } from 'lucide-react';
import { PAYMENT_METHOD_MSG, type PaymentMethod } from '@contracts/payments.messages';
import { PROCESSOR_OFF_MSG } from '@contracts/privacy.messages';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError, fieldErrorsOf, messageOf } from '@/lib/api-client';
import { formatDeadline, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import type { MyPlaceAnswer } from '@contracts/entries.views';
import { checkoutErrorMessage, useCancelOpenCheckout, useCreateCheckoutSession } from '../api/create-checkout-session';
import { useEnterChampionship } from '../api/enter-championship';
import { useMyPlace, useWaitlist } from '../api/waitlist';
import { useHeldPlace } from '../api/held-place';
import { usePaymentMethods } from '../api/payment-methods';
import { MethodPicker } from './method-picker';
import { useMyGate } from '../api/my-gate';
import { GateHelp } from './gate-help';
import { entryBody, useNumbersAndTeams, useUpdateMyEntry, type EntryChoice } from '../api/entry-details';
import { EntryDetailsFields } from './entry-details-fields';
import './enrol-card.css';

const PAY_LABELS: Record<PaymentMethod, string> = { tarjeta: 'Pagar con tarjeta', msi: 'Pagar a meses sin intereses', oxxo: 'Generar ficha OXXO', spei: 'Ver datos para transferir' };

const ENTRY_FAILED = 'No se pudo completar tu inscripción. Inténtalo de nuevo.';

export type EnrolState = 'enrolled' | 'held' | 'offered' | 'waiting' | 'pending' | 'full' | 'closed' | 'priority' | 'request' | 'approved' | 'open';

/**
 * Which of the button's states applies (spec 1 §4): enrolled first, then his place held by an OXXO or
 * SPEI payment on its way, a place offered to him, his wait, full (the server's count of free places,
 * holds and offers included, for him when signed in and for anyone otherwise), then closed. During a
 * new edition's priority window a driver who did not race the last one may neither enter nor queue
 * (docs/adr/0047): he is told when he may.
 */
export function enrolStateOf(championship: Championship, enrolled: boolean, place?: MyPlaceAnswer | null, held = false): EnrolState {
  if (enrolled || place?.inscrito) return 'enrolled';
  if (held) return 'held';
  if (place?.listaEspera?.ofertaVenceEn && championship.inscripcionAbierta) return 'offered';
  if (place?.listaEspera) return 'waiting';
  if (place?.solicitud?.estado === 'pendiente') return 'pending';
  if (!championship.inscripcionAbierta) return 'closed';
  if (place?.prioridadHasta) return 'priority';
  // Where approval is required, asking for it comes first (it holds no place); approved, the usual ways in.
  if (championship.requiereAprobacion && place?.solicitud?.estado !== 'aprobada') return 'request';
  if (place ? place.lleno : championship.cuposDisponibles === 0) return 'full';
  return place?.solicitud?.estado === 'aprobada' && championship.precio > 0 ? 'approved' : 'open';
}

const LABELS: Record<EnrolState, string> = {
  enrolled: 'YA INSCRITO',
  held: 'LUGAR APARTADO',
  offered: 'TOMAR MI LUGAR',
  waiting: 'EN LISTA DE ESPERA',
  pending: 'SOLICITUD PENDIENTE',
  request: 'SOLICITAR INSCRIPCIÓN',
  full: 'CUPOS AGOTADOS',
  closed: 'INSCRIPCIONES CERRADAS',
  priority: 'INSCRIPCIONES RESERVADAS',
  approved: 'PAGAR MI INSCRIPCIÓN',
  open: 'INSCRIBIRME',
};

/** The sidebar card: price, the enrol button and its confirm modal, and the prizes. */
export function EnrolCard({ championship: c, enrolled, signedIn }: { championship: Championship; enrolled: boolean; signedIn: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const waitlist = useWaitlist(c.id);
  const details = useUpdateMyEntry(c.id);
  const checkout = useCreateCheckoutSession(c.id);
  // His checkout open with another method is said, and may be cancelled to start again with this one.
  const cancelOpen = useCancelOpenCheckout(c.id);
  const [canRestart, setCanRestart] = useState(false);
  const entry = useEnterChampionship(c.id);
  // Once the checkout answers, the browser is on its way to pay: the button stays busy until it leaves.
  const [leaving, setLeaving] = useState(false);
  const busy = details.isMutating || checkout.isMutating || entry.isMutating || cancelOpen.isMutating || leaving;
  const [error, setError] = useState<string | null>(null);
  // A gated championship asks a driver without an iRacing id for it (docs/adr/0037): the error links to his profile.
  const [needsIracingId, setNeedsIracingId] = useState(false);
  const failed = (err: unknown, fallback: string) => {
    setFieldErrors(fieldErrorsOf(err));
    setNeedsIracingId(err instanceof ApiError && err.code === 'IRACING_ID_REQUIRED');
    setCanRestart(err instanceof ApiError && err.code === 'CHECKOUT_OTHER_METHOD');
    setError(fallback);
  };
  const { data: place } = useMyPlace(c.id, signedIn);
  const held = useHeldPlace(c.id, signedIn);
  const state = enrolStateOf(c, signedIn && enrolled, signedIn ? place : null, held !== null);
  // A gated championship tells a driver not yet in how he stands against it, and what he can do when his licence is unknown (docs/adr/0037).
  const { data: gate } = useMyGate(c.id, signedIn && !!c.requisitos && state !== 'enrolled' && state !== 'held');
  // Approved and still to pay, or simply open: the usual ways in.
  const mayEnter = state === 'open' || state === 'approved' || state === 'offered';
  const free = c.precio <= 0;
  const asking = state === 'request';
  const queueBusy = waitlist.join.isMutating || waitlist.leave.isMutating;
  const [choice, setChoice] = useState<EntryChoice>({ numeroAuto: '', equipo: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState(false);
  const { data: taken } = useNumbersAndTeams(c.id, open || editing);
  // A full championship takes signed-in drivers onto its waiting list (issue #30).
  const canJoin = state === 'full' && c.inscripcionAbierta;
  // How to pay is chosen in the modal, among the methods the championship offers now (issue #31).
  const { data: methods } = usePaymentMethods(c.id, open && !free && !asking);
  // The league turned Stripe off (Ajustes › Privacidad): nothing is paid online, and the button says nothing it cannot do.
  const offline = methods?.enLinea === false;
  const [metodo, setMetodo] = useState<PaymentMethod>('tarjeta');

  const onJoin = async () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    try {
      toast.success((await waitlist.join.trigger()).message);
    } catch (err) {
      const message = messageOf(err, 'No se pudo unir a la lista de espera. Inténtalo de nuevo.');
      // A gated championship asks for the iRacing id here too (docs/adr/0037); the toasts live outside the router, so the way to the profile is a button.
      if (err instanceof ApiError && err.code === 'IRACING_ID_REQUIRED') {
        toast.error(
          <span>
            {message}{' '}
            <button type="button" className="link-button" onClick={() => navigate('/perfil')}>
              Agregar mi ID de iRacing en mi perfil
            </button>
          </span>,
        );
      } else toast.error(message);
    }
  };

  const onLeave = async () => {
    try {
      toast.success((await waitlist.leave.trigger()).message);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo salir de la lista de espera. Inténtalo de nuevo.'));
    }
  };

  const onEnrol = () => {
    if (!signedIn) {
      navigate('/login');
      return;
    }
    setError(null);
    setNeedsIracingId(false);
    setCanRestart(false);
    setFieldErrors({});
    setOpen(true);
  };

  // An entered driver (a paid one after paying) chooses or changes his number and team here.
  const startEditing = () => {
    setChoice({ numeroAuto: place?.numeroAuto ? String(place.numeroAuto) : '', equipo: place?.equipo ?? '' });
    setFieldErrors({});
    setEditing(true);
  };
  const saveDetails = async () => {
    try {
      toast.success((await details.trigger(choice)).message);
      setEditing(false);
    } catch (err) {
      setFieldErrors(fieldErrorsOf(err));
      toast.error(messageOf(err, 'No se pudieron guardar tu número y equipo. Inténtalo de nuevo.'));
    }
  };

  const pay = async () => {
    setError(null);
    try {
      const session = await checkout.trigger({ metodo, details: entryBody(choice) });
      if (!session.url) throw new Error('sin url');
      setLeaving(true);
      window.location.assign(session.url);
    } catch (err) {
      failed(err, checkoutErrorMessage(err));
    }
  };

  const restart = async () => {
    setError(null);
    setCanRestart(false);
    try {
      await cancelOpen.trigger();
    } catch (err) {
      failed(err, messageOf(err, 'No se pudo cancelar tu pago abierto. Inténtalo de nuevo.'));
      return;
    }
    await pay();
  };

  // A free championship is entered here, with no checkout (issue #30, slice 0).
  const confirmFree = async () => {
    setError(null);
    try {
      const answer = await entry.trigger(entryBody(choice));
      toast.success(answer.message);
      setOpen(false);
    } catch (err) {
      failed(err, messageOf(err, ENTRY_FAILED));
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
      {c.requisitos && <p className="enrol-card__note enrol-card__requirements">{c.requisitos}</p>}
      {state === 'offered' && place?.listaEspera?.ofertaVenceEn && (
        <p className="enrol-card__offer" role="status">
          Se liberó un lugar para ti: es tuyo hasta el <strong className="tabular">{formatDeadline(place.listaEspera.ofertaVenceEn)}</strong>.
        </p>
      )}
      <Button
        fullWidth
        size="lg"
        variant={mayEnter || asking ? 'primary' : 'secondary'}
        disabled={!mayEnter && !asking}
        onClick={onEnrol}
      >
        {LABELS[state]}
      </Button>
      {state === 'priority' && place?.prioridadHasta && (
        <p className="enrol-card__note" role="status">
          Las inscripciones están reservadas a los pilotos de la temporada anterior hasta el <strong className="tabular">{formatDeadline(place.prioridadHasta)}</strong>. A partir de
          entonces podrás inscribirte{c.cuposDisponibles === 0 ? ' o unirte a la lista de espera' : ''}.
        </p>
      )}
      {gate && state !== 'enrolled' && state !== 'held' && <GateHelp campeonatoId={c.id} gate={gate} />}
      {state === 'held' && held && (
        <div className="enrol-card__queue enrol-card__held" role="status">
          <p>
            <strong>Tu lugar está apartado</strong> mientras llega tu pago
            {held.plazoApartado ? (
              <>
                : es tuyo hasta el <strong className="tabular">{formatDeadline(held.plazoApartado)}</strong>.
              </>
            ) : (
              '.'
            )}{' '}
            Al confirmarse el pago quedarás inscrito.
          </p>
          {held.sessionId && (
            <Link className="btn btn--secondary btn--md btn--full" to={`/pago-pendiente?session_id=${encodeURIComponent(held.sessionId)}`}>
              {held.metodo === 'oxxo' ? 'Ver mi ficha y cómo pagar' : 'Ver los datos para pagar'}
            </Link>
          )}
        </div>
      )}
      {place?.ofertaTerminada && state !== 'enrolled' && (
        <p className="enrol-card__note" role="status">
          {place.ofertaTerminada.resultado === 'vencida' ? (
            <>
              El lugar que te ofrecimos venció el <strong className="tabular">{formatDeadline(place.ofertaTerminada.ofertaVenceEn)}</strong> sin respuesta y pasó al
              siguiente de la lista de espera.
            </>
          ) : (
            <>
              El lugar que te ofrecimos terminó el <strong className="tabular">{formatDeadline(place.ofertaTerminada.fecha)}</strong> y pasó al siguiente de la lista de espera.
            </>
          )}
          {state === 'full' && ' Puedes volver a unirte a la lista.'}
        </p>
      )}
      {state === 'approved' && place?.solicitud && (
        <p className="enrol-card__note" role="status">
          <strong>Tu solicitud fue aprobada.</strong> Paga tu inscripción para completarla: los lugares se confirman en el orden en que se pagan.
          {place.solicitud.pagarAntesDe && (
            <>
              {' '}
              Puedes pagar hasta el <strong className="tabular">{formatDeadline(place.solicitud.pagarAntesDe)}</strong>.
            </>
          )}
        </p>
      )}
      {state === 'enrolled' && place && (
        <div className="enrol-card__queue">
          {!editing ? (
            <>
              <p>
                Número de auto: <strong className="tabular">{place.numeroAuto ?? 'sin número'}</strong>
                <br />
                Equipo: <strong>{place.equipo ?? 'sin equipo'}</strong>
              </p>
              <Button variant="secondary" fullWidth onClick={startEditing}>
                Cambiar número y equipo
              </Button>
            </>
          ) : (
            <>
              <EntryDetailsFields value={choice} onChange={setChoice} taken={taken} own={place} errors={fieldErrors} />
              <Button fullWidth busy={busy} busyText="Guardando..." onClick={saveDetails}>
                Guardar número y equipo
              </Button>
              <Button variant="secondary" fullWidth onClick={() => setEditing(false)} disabled={busy}>
                Cancelar
              </Button>
            </>
          )}
        </div>
      )}
      {state === 'pending' && <p className="muted enrol-card__note">Pendiente de aprobación: un administrador revisará tu solicitud y te avisaremos por correo.</p>}
      {place?.solicitud?.estado === 'rechazada' && (
        <p className="enrol-card__note" role="status">
          Tu solicitud anterior fue rechazada. Motivo: {place.solicitud.motivo}
        </p>
      )}
      {c.requiereAprobacion && state === 'request' && !place?.solicitud && <p className="muted enrol-card__note">Este campeonato requiere aprobación de un administrador.</p>}
      {state === 'waiting' && place?.listaEspera && (
        <div className="enrol-card__queue">
          <p>
            <Hourglass size={16} aria-hidden="true" /> Estás en el lugar <strong className="tabular">{place.listaEspera.posicion}</strong> de {place.listaEspera.total} de la lista de
            espera. Si se libera un lugar, te avisaremos por correo.
          </p>
          <Button variant="secondary" fullWidth busy={queueBusy} busyText="Procesando..." onClick={onLeave}>
            Salir de la lista de espera
          </Button>
        </div>
      )}
      {canJoin && (
        <div className="enrol-card__queue">
          <p className="muted">
            {place && place.enListaDeEspera > 0 ? `${place.enListaDeEspera} ${place.enListaDeEspera === 1 ? 'piloto espera' : 'pilotos esperan'} un lugar.` : 'Si alguien se retira, el lugar se ofrece al primero de la lista.'}
          </p>
          <Button fullWidth icon={<Hourglass size={18} aria-hidden="true" />} busy={queueBusy} busyText="Procesando..." onClick={onJoin}>
            Unirme a la lista de espera
          </Button>
        </div>
      )}
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
            {asking ? (
              <Button icon={<CheckCircle2 size={18} aria-hidden="true" />} busy={busy} busyText="Procesando..." onClick={confirmFree}>
                Enviar solicitud
              </Button>
            ) : free ? (
              <Button icon={<CheckCircle2 size={18} aria-hidden="true" />} busy={busy} busyText="Procesando..." onClick={confirmFree}>
                Confirmar inscripción
              </Button>
            ) : (
              <Button
                icon={metodo === 'oxxo' ? <Store size={18} aria-hidden="true" /> : metodo === 'spei' ? <Landmark size={18} aria-hidden="true" /> : <CreditCard size={18} aria-hidden="true" />}
                busy={busy}
                busyText="Procesando..."
                disabled={offline}
                onClick={pay}
              >
                {PAY_LABELS[metodo]}
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
        {!free && !asking && offline && (
          <p className="form-error" role="note">
            {PROCESSOR_OFF_MSG.stripeCheckout}
          </p>
        )}
        {!free && !asking && !offline && methods && methods.metodos.length > 1 && <MethodPicker options={methods} value={metodo} onChange={setMetodo} />}
        {/* Paid or free, the number and team are chosen before entering; a paid one's are checked now and kept until he pays. */}
        <EntryDetailsFields value={choice} onChange={setChoice} taken={taken} errors={fieldErrors} />
        {error && (
          <p className="form-error" role="alert">
            {error}
            {needsIracingId && (
              <>
                {' '}
                <Link to="/perfil">Agregar mi ID de iRacing en mi perfil</Link>
              </>
            )}
          </p>
        )}
        {error && canRestart && (
          <Button variant="secondary" busy={cancelOpen.isMutating} busyText="Cancelando..." disabled={busy} onClick={() => void restart()}>
            {PAYMENT_METHOD_MSG.cancelAndRestart}
          </Button>
        )}
        {asking ? (
          <p className="muted">
            Un administrador revisará tu solicitud y te avisaremos por correo.{' '}
            {free ? 'Si la aprueba, quedarás inscrito (o en la lista de espera si no hay lugar).' : 'Si la aprueba, te enviaremos el enlace para pagar: no se cobra nada antes.'}
          </p>
        ) : free ? (
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
