import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useCurrentChampionships } from '../api/get-championships';
import { Cards, LIST_ERROR, ListLoading } from './championship-items';
import { Link } from 'react-router-dom';
import './championships-list.css';

/** The list's loading, error and empty states; null once there are cards to show. */
export function listStatus({ data, error, isLoading, mutate }: ReturnType<typeof useCurrentChampionships>): ReactNode {
  if (isLoading) return <ListLoading />;
  if (error || !data) return <ErrorState message={LIST_ERROR} onRetry={() => void mutate()} />;
  if (data.data.length === 0 && data.anteriores === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="No hay campeonatos disponibles por ahora. ¡Vuelve pronto!" />;
  return null;
}

/** Where the past editions open: the championships page's 'Temporadas anteriores', opened. */
export const PAST_EDITIONS_ANCHOR = 'temporadas-anteriores';

const pastCount = (count: number) => (count === 1 ? '1 campeonato' : `${count} campeonatos`);

/**
 * The cards of the current editions, with the loading, error and empty states, and what leads to the past
 * editions (`past`: on the championships page, 'Temporadas anteriores' loading them by pages when opened;
 * elsewhere a link to it): what the page reads and renders first does not grow with the league's history.
 */
export function ChampionshipsList({ past = (count) => <PastEditionsLink count={count} /> }: { past?: (count: number) => ReactNode }) {
  const list = useCurrentChampionships();
  const status = listStatus(list);
  if (status) return status;
  const { data = [], anteriores = 0 } = list.data ?? {};
  return (
    <>
      {data.length > 0 ? <Cards championships={data} label="Campeonatos disponibles" /> : <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="No hay campeonatos de esta temporada por ahora. ¡Vuelve pronto!" />}
      {anteriores > 0 && past(anteriores)}
    </>
  );
}

/** The way from the home page to the past editions, whose code only the championships page carries. */
function PastEditionsLink({ count }: { count: number }) {
  return (
    <p className="champ-list__past-link">
      <Link to={`/campeonatos#${PAST_EDITIONS_ANCHOR}`}>
        Temporadas anteriores <span className="muted">({pastCount(count)})</span>
      </Link>
    </p>
  );
}

/** The home section (#campeonatoslistcontainer). */
export function ChampionshipsSection() {
  return (
    <section id="campeonatoslistcontainer" className="home-section home-section--plain" aria-labelledby="campeonatos-title">
      <div className="container">
        <p className="eyebrow">Temporada</p>
        <h2 id="campeonatos-title" className="home-section__title">
          <span className="home-section__icon" aria-hidden="true">
            <Trophy size={24} />
          </span>
          Campeonatos disponibles
        </h2>
        <p className="home-section__lead">Da clic en un campeonato para ver su calendario y toda la información.</p>
        <ChampionshipsList />
      </div>
    </section>
  );
}
