import { AlertTriangle, ArrowLeft, CalendarDays, Clock, Flag, Hourglass, LogOut, Timer, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, LinkButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError, messageOf } from '@/lib/api-client';
import { eventCalendarLinks } from '@/lib/calendar-links';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRenderInstant } from '@/lib/use-now';
import { useSingleEvent } from '../api/get-single-event';
import { useEventRegistration } from '../api/register-for-event';
import type { SingleEventView as SingleEvent } from '@contracts/single-events.views';
import { formatDeadline } from '@/lib/format';
import { eventDate, eventTime, hasStarted, isFullFor, paragraphs, placesText } from './event-format';
import { EVENT_TOAST, REGISTRATION_MSG } from './event-messages';
import './single-events.css';
import { es } from '@contracts/spanish-contractions';

export interface EventViewer {
  id: string;
}

/** /eventos-unicos/{id} (spec 1, one-off event detail). `viewer` is the signed-in user, if any. */
export function EventDetail({ eventId, viewer }: { eventId: string | undefined; viewer: EventViewer | null }) {
  const { data, error, isLoading, mutate } = useSingleEvent(eventId);
  useDocumentTitle(data?.nombre ?? 'Evento único');
  if (error && !data) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className="container page">
        <ErrorState
          message={notFound ? 'No se pudo encontrar el evento solicitado' : 'No se pudo cargar la información del evento'}
          onRetry={notFound ? undefined : () => void mutate()}
        />
        <p className="event-detail__back-alone">
          <LinkButton to="/" variant="ghost" icon={<ArrowLeft size={18} aria-hidden="true" />}>
            Volver al inicio
          </LinkButton>
        </p>
      </div>
    );
  }
  if (isLoading || !data) return <PageLoader label="Cargando información del evento..." />;
  return <EventPage key={data.id} event={data} viewer={viewer} reload={() => void mutate()} />;
}

function EventPage({ event, viewer, reload }: { event: SingleEvent; viewer: EventViewer | null; reload: () => void }) {
  const navigate = useNavigate();
  const { join, leave, queue, unqueue } = useEventRegistration(event.id);
  const [confirming, setConfirming] = useState(false);
  const registered = viewer !== null && event.participantes.some((p) => p.id === viewer.id);
  const full = isFullFor(event, viewer?.id ?? null);
  const started = hasStarted(event, useRenderInstant());
  const waiting = viewer ? event.listaEspera.find((w) => w.id === viewer.id) : undefined;

  // The waiting list of a full event (issue #30): join, leave; an offered place is taken by signing up.
  const joinQueue = async () => {
    if (!viewer) {
      toast.info(REGISTRATION_MSG.loginRequired, EVENT_TOAST);
      navigate('/login');
      return;
    }
    try {
      toast.success((await queue.trigger()).message, EVENT_TOAST);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo unir a la lista de espera'), EVENT_TOAST);
      reload();
    }
  };
  const leaveQueue = async () => {
    try {
      toast.success((await unqueue.trigger()).message, EVENT_TOAST);
    } catch (err) {
      toast.error(messageOf(err, 'No se pudo salir de la lista de espera'), EVENT_TOAST);
      reload();
    }
  };

  const signUp = async () => {
    if (!viewer) {
      toast.info(REGISTRATION_MSG.loginRequired, EVENT_TOAST);
      navigate('/login');
      return;
    }
    try {
      await join.trigger();
      toast.success('¡Te inscribiste en el evento!', EVENT_TOAST);
    } catch (err) {
      toast.error(messageOf(err, REGISTRATION_MSG.registerFailed), EVENT_TOAST);
      // A refusal (full, started) means the page is out of date: show the event as it now is.
      reload();
    }
  };

  const signOff = async () => {
    try {
      await leave.trigger();
      toast.success('Te diste de baja del evento', EVENT_TOAST);
    } catch (err) {
      toast.error(messageOf(err, REGISTRATION_MSG.unregisterFailed), EVENT_TOAST);
      reload();
    } finally {
      setConfirming(false);
    }
  };

  const sessions = [
    { key: 'practice', label: 'Práctica', on: event.hasPractice, minutes: event.practiceDuration },
    { key: 'qualy', label: 'Clasificación', on: event.hasQualy, minutes: event.qualyDuration },
    { key: 'race', label: 'Carrera', on: event.hasRace, minutes: event.raceDuration },
  ];

  return (
    <article className="event-detail" aria-labelledby="event-title">
      <div className="event-detail__banner">
        <ImageWithPlaceholder src={event.imagenPortada} alt={es`Portada de ${event.nombre}`} className="event-detail__banner-image" priority sizes="100vw" />
      </div>
      <div className="container event-detail__layout">
        <div className="event-detail__head">
          <header className="event-detail__header">
            <Badge tone="free">GRATIS</Badge>
            <h1 id="event-title">{event.nombre}</h1>
          </header>
          <dl className="event-facts event-facts--wide">
            <div>
              <dt>
                <CalendarDays size={16} aria-hidden="true" />
                Fecha
              </dt>
              <dd className="tabular">{eventDate(event)}</dd>
            </div>
            <div>
              <dt>
                <Clock size={16} aria-hidden="true" />
                Hora de inicio
              </dt>
              <dd className="tabular">{eventTime(event)}</dd>
            </div>
            <div>
              <dt>
                <Users size={16} aria-hidden="true" />
                Participantes
              </dt>
              <dd className="tabular">{placesText(event)}</dd>
            </div>
            <div>
              <dt>
                <AlertTriangle size={16} aria-hidden="true" />
                Incidentes máximos
              </dt>
              <dd className="tabular">{event.incidents ?? 'No especificado'}</dd>
            </div>
          </dl>
        </div>

        <div className="event-detail__body">
          <section aria-labelledby="event-sessions" className="event-detail__section">
            <h2 id="event-sessions">Configuración del evento</h2>
            <ul className="tile-grid session-cards">
              {sessions.map((session) => (
                <li key={session.key} className={['tile session-card', session.on ? '' : 'session-card--off'].join(' ')}>
                  <Timer size={20} aria-hidden="true" />
                  <span className="session-card__label">{session.label}</span>
                  <span className="session-card__value tabular">{session.on ? `${session.minutes} minutos` : 'No incluida'}</span>
                </li>
              ))}
            </ul>
          </section>

          <TextSection id="event-details" title="Detalles" text={event.detalles} empty="Sin detalles por ahora." />
          <TextSection id="event-rules" title="Reglas" text={event.reglas} empty="Sin reglas publicadas." />

          <section aria-labelledby="event-participants" className="event-detail__section">
            <h2 id="event-participants">Participantes inscritos</h2>
            {event.participantes.length === 0 ? (
              <p className="muted">No hay participantes inscritos todavía</p>
            ) : (
              <ul className="tile-grid participant-grid">
                {event.participantes.map((p) => (
                  <li key={p.id} className="tile participant">
                    <Avatar src={p.avatarUrl} nombre={p.nombre} apellido={p.apellido} size={48} decorative />
                    <Link className="participant__name" to={`/pilotos/${encodeURIComponent(p.id)}`}>
                      {p.nombre} {p.apellido}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {event.listaEspera.length > 0 && (
              <>
                <h3 id="event-waitlist">Lista de espera ({event.listaEspera.length})</h3>
                <ol className="tile-grid participant-grid" aria-labelledby="event-waitlist">
                  {event.listaEspera.map((w) => (
                    <li key={w.id} className="tile participant">
                      <span className="tabular muted">{w.posicion}</span>
                      <Avatar src={w.avatarUrl} nombre={w.nombre} apellido={w.apellido} size={48} decorative />
                      <Link className="participant__name" to={`/pilotos/${encodeURIComponent(w.id)}`}>
                        {w.nombre} {w.apellido}
                      </Link>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>
        </div>

        <aside className="event-detail__aside" aria-label="Inscripción">
          <Card raised className="signup-card">
            <p className="signup-card__price">
              <span className="signup-card__free">Gratis</span>
              <span className="muted">Sin costo de inscripción</span>
            </p>
            <p className="signup-card__places tabular" aria-live="polite">
              <Users size={18} aria-hidden="true" /> {placesText(event)} lugares ocupados
            </p>
            {registered ? (
              <>
                <p className="form-success">Ya estás inscrito en este evento.</p>
                <Button variant="danger" fullWidth icon={<LogOut size={18} aria-hidden="true" />} disabled={started} onClick={() => setConfirming(true)}>
                  Darme de baja
                </Button>
              </>
            ) : waiting && !waiting.ofertaVenceEn ? (
              <div className="signup-card__queue">
                <p>
                  <Hourglass size={16} aria-hidden="true" /> Estás en el lugar <strong className="tabular">{waiting.posicion}</strong> de {event.listaEspera.length} de la lista de espera. Si
                  se libera un lugar, te avisaremos por correo.
                </p>
                <Button variant="secondary" fullWidth busy={unqueue.isMutating} busyText="Procesando..." onClick={() => void leaveQueue()}>
                  Salir de la lista de espera
                </Button>
              </div>
            ) : (
              <Button
                fullWidth
                size="lg"
                icon={<UserPlus size={18} aria-hidden="true" />}
                disabled={full || started}
                busy={join.isMutating}
                busyText="Inscribiendo..."
                onClick={() => void signUp()}
              >
                {full ? 'Evento lleno' : started ? 'Inscripciones cerradas' : waiting ? 'Confirmar mi lugar' : 'Inscribirme'}
              </Button>
            )}
            {waiting?.ofertaVenceEn && !registered && (
              <p className="signup-card__note" role="status">
                Se liberó un lugar para ti: es tuyo hasta el <strong className="tabular">{formatDeadline(waiting.ofertaVenceEn)}</strong>.
              </p>
            )}
            {full && !registered && !waiting && !started && (
              <Button fullWidth variant="secondary" icon={<Hourglass size={18} aria-hidden="true" />} busy={queue.isMutating} busyText="Procesando..." onClick={() => void joinQueue()}>
                Unirme a la lista de espera
              </Button>
            )}
            {full && !registered && !waiting && <p className="muted signup-card__note">{REGISTRATION_MSG.full}: ya no quedan lugares.</p>}
            {started && <p className="muted signup-card__note">El evento ya comenzó.</p>}
          </Card>
          <AddToCalendar subject={event.nombre} linksFor={(origin) => eventCalendarLinks(event, origin)} />
          <LinkButton to="/" variant="ghost" icon={<ArrowLeft size={18} aria-hidden="true" />}>
            Volver al inicio
          </LinkButton>
        </aside>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Darte de baja"
        message={<p>{REGISTRATION_MSG.confirmLeave}</p>}
        confirmText="Sí, darme de baja"
        busyText="Procesando..."
        busy={leave.isMutating}
        onConfirm={() => void signOff()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}

function TextSection({ id, title, text, empty }: { id: string; title: string; text: string; empty: string }) {
  const lines = paragraphs(text);
  return (
    <section aria-labelledby={id} className="event-detail__section">
      <h2 id={id}>
        <Flag size={18} aria-hidden="true" /> {title}
      </h2>
      {lines.length === 0 ? <p className="muted">{empty}</p> : lines.map((line, i) => <p key={i}>{line}</p>)}
    </section>
  );
}
