import { Link, useParams } from 'react-router-dom';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { ChampionshipDetail } from '@/features/championships/components/championship-detail';
import { ChampionshipsList } from '@/features/championships/components/championships-list';
import { PastEditions } from '@/features/championships/components/past-editions';
import { leagueCalendarLinks } from '@/lib/calendar-links';
import { useChampionship, useEnrolled } from '@/features/championships/api/get-championship';
import { PushOffer } from '@/features/push/components/push-offer';
import { useRaceEvents } from '@/features/race-results/api/get-events';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

export function ChampionshipsRoute() {
  useDocumentTitle('Campeonatos');
  return (
    <div className="container page">
      <header className="page-header">
        <p className="eyebrow">Temporada</p>
        <h1>Campeonatos</h1>
        <p className="muted">Da clic en un campeonato para ver su calendario y toda la información.</p>
        <p>
          <Link to="/temporadas">Ver todas las temporadas</Link>
        </p>
      </header>
      <AddToCalendar subject="próximas carreras y eventos de la liga" linksFor={leagueCalendarLinks} note="«Añadir a mi calendario» trae las próximas carreras de campeonato y los eventos únicos." />
      {/* The cards' titles are h3, as under the home page's section: headings go down one level at a time. */}
      <h2 className="visually-hidden">Campeonatos disponibles</h2>
      <ChampionshipsList past={(count) => <PastEditions count={count} />} />
    </div>
  );
}

export function ChampionshipDetailRoute() {
  const { id = '' } = useParams();
  const { user } = useSession();
  // The same request the detail makes (SWR shares it): its races' results, to link each race to them.
  const championship = useChampionship(id);
  const events = useRaceEvents(championship.data?.carreras.map((r) => r.id));
  // The same request the enrol card makes: once the driver is entered, notifications are offered below.
  const { data: enrolled } = useEnrolled(id, user !== null);
  return (
    <>
      <ChampionshipDetail key={id} id={id} user={user} events={events.data} />
      {enrolled === true && <PushOffer />}
    </>
  );
}
