import { ArrowLeft, BarChart3, CalendarDays, CloudSun, Flag, ListOrdered, Settings, ShieldAlert, Timer } from 'lucide-react';
import { SignOutToggle } from './sign-out-toggle';
import { Link } from 'react-router-dom';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { Badge } from '@/components/ui/badge';
import { ErrorState } from '@/components/ui/error-state';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { PageLoader } from '@/components/ui/spinner';
import { championshipCalendarLinks } from '@/lib/calendar-links';
import { formatDay } from '@/lib/format';
import { isAvailable } from '@/lib/features';
import { isAdminRole } from '@/lib/roles';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { UserView as User } from '@contracts/identity.views';
import type { RaceView as Race } from '@contracts/championships.views';
import type { EventSummaryView as EventSummary } from '@contracts/results.views';
import { placesText } from '@contracts/championships.messages';
import { useChampionship, useEnrolled, useSeasonClosed } from '../api/get-championship';
import { DecisionsSection } from './decisions-section';
import { EnrolCard } from './enrol-card';
import { EntryListSection } from './entry-list-section';
import './championship-detail.css';
import './race-list.css';
import { es } from '@contracts/spanish-contractions';


/** The description one sentence per paragraph. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Links to a race's imported results in the analyzer, one per scored session. */
function RaceResultsLinks({ race, events }: { race: Race; events: EventSummary[] }) {
  if (events.length === 0) return null;
  return (
    <ul className="race-item__results">
      {events.map((e) => (
        <li key={e.id}>
          <Link to={`/race-result?evento=${e.subsession_id}`}>
            <BarChart3 size={16} aria-hidden="true" /> {events.length > 1 ? `Resultados de la sesión ${e.sesion ?? ''}`.trim() : 'Ver resultados'}
            <span className="visually-hidden"> de {race.circuito}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RaceItem({ race, n, events, entered }: { race: Race; n: number; events: EventSummary[]; entered: boolean }) {
  return (
    <li className="race-item card">
      <ImageWithPlaceholder src={race.imgCircuito} alt={`Circuito ${race.circuito}`} className="race-item__image" sizes="(min-width: 768px) 220px, 100vw" />
      <div className="race-item__body">
        <h3>
          Fecha {n}: {race.circuito}
        </h3>
        <ul className="race-item__facts">
          <li>
            <CalendarDays size={16} aria-hidden="true" /> {formatDay(race.fechaInicio)}
            {race.horaInicio ? ` · ${race.horaInicio} h (Ciudad de México)` : ''}
          </li>
          {race.hasPractice && (
            <li>
              <Timer size={16} aria-hidden="true" /> Práctica: {race.practiceDuration} min
            </li>
          )}
          {race.hasQualy && (
            <li>
              <Timer size={16} aria-hidden="true" /> Clasificación: {race.qualyDuration} min
            </li>
          )}
          {race.hasRace && (
            <li>
              <Flag size={16} aria-hidden="true" /> Carrera: {race.raceDuration} min
            </li>
          )}
          <li>
            <ShieldAlert size={16} aria-hidden="true" /> Incidentes máximos: {race.incidents}
          </li>
          <li>
            <CloudSun size={16} aria-hidden="true" /> Clima: {race.clima}
          </li>
        </ul>
        <RaceResultsLinks race={race} events={events} />
        {entered && race.estado !== 'cancelada' && race.estado !== 'finalizada' && <SignOutToggle carreraId={race.id} circuito={race.circuito} />}
      </div>
    </li>
  );
}

/**
 * `events`: the imported results the visitor may see (the route reads them), each linked from its race.
 */
export function ChampionshipDetail({ id, user, events }: { id: string; user: User | null; events?: EventSummary[] }) {
  const { data: c, error, isLoading, mutate } = useChampionship(id);
  const { data: enrolled } = useEnrolled(id, user !== null);
  const { data: closed } = useSeasonClosed(id);
  useDocumentTitle(c?.nombreCampeonato ?? 'Campeonato');
  if (isLoading) return <PageLoader label="Cargando..." />;
  if (error || !c) {
    return (
      <div className="container page">
        <ErrorState message="Error al cargar los detalles del campeonato" onRetry={() => void mutate()} />
        <Link to="/">Volver a campeonatos</Link>
      </div>
    );
  }
  return (
    <div className="champ-detail">
      <div className="champ-detail__cover">
        <ImageWithPlaceholder src={c.imagenPortada} alt={es`Portada de ${c.nombreCampeonato}`} className="champ-detail__cover-image" priority sizes="100vw" />
      </div>
      <div className="container champ-detail__layout">
        <div className="champ-detail__head">
          <nav className="champ-detail__links" aria-label="Enlaces del campeonato">
            <Link to={{ pathname: '/', hash: '#campeonatoslistcontainer' }}>
              <ArrowLeft size={16} aria-hidden="true" /> Volver a campeonatos
            </Link>
            <Link className="btn btn--secondary btn--sm" to={`/campeonatos/${encodeURIComponent(c.id)}/clasificacion`}>
              <ListOrdered size={16} aria-hidden="true" /> Clasificación
            </Link>
            {isAdminRole(user?.rol) && (
              <Link className="btn btn--secondary btn--sm" to={`/admin/carreras?campeonatoId=${encodeURIComponent(c.id)}`}>
                <Settings size={16} aria-hidden="true" /> Administrar Carreras
              </Link>
            )}
          </nav>
          <Badge tone="premium">PREMIUM</Badge>
          {closed && <Badge tone="neutral">Temporada cerrada</Badge>}
          <h1 className="champ-detail__title">{c.nombreCampeonato}</h1>
          <dl className="champ-detail__facts">
            <div>
              <dt>Fechas</dt>
              <dd className="tabular">
                {formatDay(c.fechaInicio)} – {formatDay(c.fechaFin)}
              </dd>
            </div>
            <div>
              <dt>Categoría</dt>
              <dd>{c.categoria}</dd>
            </div>
            <div>
              <dt>Cupos</dt>
              <dd className="tabular">{placesText(c)}</dd>
            </div>
          </dl>
        </div>
        <div className="champ-detail__main">
          <section aria-labelledby="descripcion-title">
            <h2 id="descripcion-title">Descripción</h2>
            {sentences(c.detallesCampeonato).map((s, i) => (
              <p key={i}>{s}</p>
            ))}
          </section>
          {c.reglas && (
            <section aria-labelledby="reglas-title">
              <h2 id="reglas-title">Reglas</h2>
              {c.reglas
                .split('\n')
                .filter((l) => l.trim())
                .map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
            </section>
          )}
          <section aria-labelledby="carreras-title">
            <h2 id="carreras-title">Carreras Programadas</h2>
            {c.carreras.length > 0 && (
              <AddToCalendar
                subject={c.nombreCampeonato}
                linksFor={(origin, openedAt) => championshipCalendarLinks(c, origin, openedAt)}
                note="«Añadir a mi calendario» trae todas las carreras del campeonato."
              />
            )}
            {c.carreras.length === 0 ? (
              <p className="muted">No hay carreras asignadas a este campeonato.</p>
            ) : (
              <ol className="race-list">
                {c.carreras.map((race, i) => (
                  <RaceItem
                    key={race.id}
                    race={race}
                    n={i + 1}
                    entered={enrolled === true}
                    events={(events ?? []).filter((e) => e.carreraId === race.id).sort((a, b) => (a.sesion ?? 0) - (b.sesion ?? 0))}
                  />
                ))}
              </ol>
            )}
          </section>
          <EntryListSection campeonatoId={c.id} />
          {isAvailable('reports') && <DecisionsSection campeonatoId={c.id} />}
        </div>
        <EnrolCard championship={c} enrolled={enrolled === true} signedIn={user !== null} />
      </div>
    </div>
  );
}
