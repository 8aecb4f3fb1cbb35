import { Link, useParams } from 'react-router-dom';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { ChampionshipDetail } from '@/features/championships/components/championship-detail';
import { ChampionshipsBySeason } from '@/features/championships/components/championships-by-season';
import { leagueCalendarLinks } from '@/lib/calendar-links';
import { useChampionship, useEnrolled } from '@/features/championships/api/get-championship';
import { PushOffer } from '@/features/push/components/push-offer';
import { useRaceEvents } from '@/features/race-results/api/get-events';
import { useSeasonArchive } from '@/features/seasons/api/seasons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession } from '../session';

/** The championships a newer edition of their series follows (docs/adr/0033); null while the archive loads, empty if it failed. */
function usePastEditions(): ReadonlySet<string> | null {
  const archive = useSeasonArchive();
  if (!archive.data) return archive.error ? new Set() : null;
  const newest = new Map<string, number>();
  const editions = archive.data.flatMap((season) => season.campeonatos);
  for (const e of editions) newest.set(e.serieId, Math.max(e.temporada, newest.get(e.serieId) ?? e.temporada));
  return new Set(editions.filter((e) => e.temporada < (newest.get(e.serieId) ?? e.temporada)).map((e) => e.campeonatoId));
}

export function ChampionshipsRoute() {
  useDocumentTitle('Campeonatos');
  const past = usePastEditions();
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
      <ChampionshipsBySeason past={past} />
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
