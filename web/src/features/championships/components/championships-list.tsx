import { Trophy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { useChampionships } from '../api/get-championships';
import { ChampionshipCard } from './championship-card';
import './championships-list.css';

export const LIST_ERROR = 'Ocurrió un error al obtener la lista de los campeonatos. Inténtalo más tarde o actualiza la página.';

function Cards({ championships, label }: { championships: Championship[]; label: string }) {
  return (
    <ul className="champ-list" aria-label={label}>
      {championships.map((c, i) => (
        <li key={c.id}>
          <ChampionshipCard championship={c} first={i === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The cards of every championship, with the loading, error and empty states. With `past` (the ids of
 * editions a newer season of their series follows, or null while that is loading), the current ones
 * show and the past ones wait behind 'Temporadas anteriores', closed: the page renders on the server
 * with both lists, so nothing moves when it opens.
 */
export function ChampionshipsList({ past }: { past?: ReadonlySet<string> | null } = {}) {
  const { data, error, isLoading, mutate } = useChampionships();
  if (isLoading || past === null) {
    return (
      <p className="champ-list__loading" role="status">
        <Spinner size={18} /> Cargando campeonatos...
      </p>
    );
  }
  if (error || !data) return <ErrorState message={LIST_ERROR} onRetry={() => void mutate()} />;
  if (data.length === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="No hay campeonatos disponibles por ahora. ¡Vuelve pronto!" />;
  const earlier = past ? data.filter((c) => past.has(c.id)) : [];
  if (earlier.length === 0) return <Cards championships={data} label="Campeonatos disponibles" />;
  const current = data.filter((c) => !past?.has(c.id));
  return (
    <>
      {current.length > 0 ? <Cards championships={current} label="Campeonatos disponibles" /> : <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="No hay campeonatos de esta temporada por ahora. ¡Vuelve pronto!" />}
      <details className="champ-list__past">
        <summary>
          Temporadas anteriores <span className="muted">({earlier.length === 1 ? '1 campeonato' : `${earlier.length} campeonatos`})</span>
        </summary>
        <Cards championships={earlier} label="Campeonatos de temporadas anteriores" />
      </details>
    </>
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
