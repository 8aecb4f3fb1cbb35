import { CalendarDays, Clock, Flag, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CARD_SIZES, ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentEvents, usePastEvents } from '../api/get-single-events';
import type { SingleEventView as SingleEvent } from '@contracts/single-events.views';
import { eventDate, eventTime, placesText, truncate } from './event-format';
import './single-events.css';
import { es } from '@contracts/spanish-contractions';

const PAST_ERROR = 'No se pudieron cargar los eventos anteriores';

/** One page of events already run, as items of the list it goes in. */
function PastPage({ desde }: { desde: string }) {
  const { data } = usePastEvents(desde);
  return data ? <EventItems events={data.data} /> : null;
}

/** The pages asked for so far, and 'Ver más eventos' while there are more; the last page's state below them. */
function PastPages() {
  const [pages, setPages] = useState<string[]>(['']);
  const last = usePastEvents(pages[pages.length - 1]!);
  const shown = pages.length > 1 || last.data !== undefined;
  return (
    <>
      {shown && (
        <ul className="tile-grid events-grid" aria-label="Eventos únicos anteriores">
          {pages.map((desde) => (
            <PastPage key={desde} desde={desde} />
          ))}
        </ul>
      )}
      {last.error ? (
        <ErrorState message={PAST_ERROR} onRetry={() => void last.mutate()} />
      ) : last.data === undefined ? (
        pages.length === 1 && (
          <p className="muted" role="status">
            Cargando eventos anteriores...
          </p>
        )
      ) : null}
      {(last.data?.siguiente != null || (pages.length > 1 && last.isLoading)) && (
        <LoadMore busy={last.isLoading} onClick={() => last.data?.siguiente != null && setPages([...pages, last.data.siguiente])}>
          Ver más eventos
        </LoadMore>
      )}
    </>
  );
}

/**
 * The events already run, behind 'Eventos anteriores', closed: opened, they load a page at a time, the
 * latest first, below what is shown, so the section's first answer holds only the events to come.
 */
function PastEvents({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  // Opened before the app had taken the page over: its toggle went unheard, so the element says it.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={ref} className="events-past" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Eventos anteriores <span className="muted">({count === 1 ? '1 evento' : `${count} eventos`})</span>
      </summary>
      {open && <PastPages />}
    </details>
  );
}

function EventItems({ events }: { events: SingleEvent[] }) {
  return (
    <>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </>
  );
}

/**
 * The home page's 'Eventos Únicos Gratuitos' (spec 1, home page): the events still to come, by start,
 * and those already run behind 'Eventos anteriores' (docs/adr/0066).
 */
export function SingleEventsSection() {
  const { data: answer, error, isLoading, mutate } = useCurrentEvents();
  const data = answer?.data;
  let content;
  if (error && !data) content = <ErrorState message="No se pudieron cargar los eventos únicos" onRetry={() => void mutate()} />;
  else if (isLoading || !data)
    content = (
      <div className="tile-grid events-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          Cargando eventos...
        </p>
        <p className="events-loading muted" aria-hidden="true">
          Cargando eventos...
        </p>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={320} radius={10} />
        ))}
      </div>
    );
  else if (data.length === 0) content = <EmptyState icon={<CalendarDays size={28} />} message="No hay eventos únicos disponibles en este momento" />;
  else
    content = (
      <ul className="tile-grid events-grid" aria-label="Eventos únicos gratuitos">
        <EventItems events={data} />
      </ul>
    );

  return (
    <section id="eventosUnicosSection" className="events-section" aria-labelledby="eventos-unicos-title">
      <div className="container">
        <p className="eyebrow">Sin costo</p>
        <h2 id="eventos-unicos-title" className="events-section__title">
          <span className="events-section__icon" aria-hidden="true">
            <Flag size={24} />
          </span>
          Eventos Únicos Gratuitos
        </h2>
        <p className="events-section__lead">Carreras de una sola fecha, abiertas a todos los pilotos registrados. Inscríbete gratis.</p>
        {content}
        {answer && answer.anteriores > 0 && <PastEvents count={answer.anteriores} />}
      </div>
    </section>
  );
}

function EventCard({ event }: { event: SingleEvent }) {
  const titleId = `evento-${event.id}`;
  return (
    <article className="tile event-card" aria-labelledby={titleId}>
      <div className="event-card__media">
        <ImageWithPlaceholder src={event.imagenPortada} alt={es`Portada de ${event.nombre}`} className="event-card__image" sizes={CARD_SIZES} />
        <span className="event-card__badge">
          <Badge tone="free">GRATIS</Badge>
        </span>
      </div>
      <div className="event-card__body">
        <h3 id={titleId} className="event-card__title">
          {event.nombre}
        </h3>
        <dl className="event-facts">
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
              Hora
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
          {event.hasRace && (
            <div>
              <dt>
                <Flag size={16} aria-hidden="true" />
                Carrera
              </dt>
              <dd className="tabular">{event.raceDuration} min</dd>
            </div>
          )}
        </dl>
        {event.detalles.trim() && <p className="event-card__details">{truncate(event.detalles)}</p>}
        <Link to={`/eventos-unicos/${event.id}`} className="btn btn--secondary btn--md event-card__link" aria-label={es`Ver detalles de ${event.nombre}`}>
          <span>Ver detalles</span>
        </Link>
      </div>
    </article>
  );
}
