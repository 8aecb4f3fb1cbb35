import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { useChampionships } from '../api/get-championships';
import { ChampionshipCard } from './championship-card';
import './championships-list.css';

export const LIST_ERROR = 'Ocurrió un error al obtener la lista de los campeonatos. Inténtalo más tarde o actualiza la página.';

export function Cards({ championships, label }: { championships: Championship[]; label: string }) {
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

/** The list's loading, error and empty states (`waiting`: something else the list needs is still loading); null once there are cards to show. */
export function listStatus({ data, error, isLoading, mutate }: ReturnType<typeof useChampionships>, waiting = false): ReactNode {
  if (isLoading || waiting) {
    return (
      <p className="champ-list__loading" role="status">
        <Spinner size={18} /> Cargando campeonatos...
      </p>
    );
  }
  if (error || !data) return <ErrorState message={LIST_ERROR} onRetry={() => void mutate()} />;
  if (data.length === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="No hay campeonatos disponibles por ahora. ¡Vuelve pronto!" />;
  return null;
}

/** The cards of every championship, with the loading, error and empty states (the home page's; the championships page splits them by season). */
export function ChampionshipsList() {
  const list = useChampionships();
  return listStatus(list) ?? <Cards championships={list.data ?? []} label="Campeonatos disponibles" />;
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
