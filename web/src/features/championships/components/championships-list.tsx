import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useCurrentChampionships } from '../api/get-championships';
import { Cards, LIST_ERROR, ListLoading } from './championship-items';
import { PastEditions } from './past-editions';
import './championships-list.css';

/** The list's loading, error and empty states; null once there are cards to show. */
export function listStatus({ data, error, isLoading, mutate }: ReturnType<typeof useCurrentChampionships>): ReactNode {
  if (isLoading) return <ListLoading />;
  if (error || !data) return <ErrorState message={LIST_ERROR} onRetry={() => void mutate()} />;
  if (data.data.length === 0 && data.anteriores === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="No hay campeonatos disponibles por ahora. ¡Vuelve pronto!" />;
  return null;
}

/**
 * The cards of the current editions, with the loading, error and empty states, and the past editions
 * behind 'Temporadas anteriores', loaded by pages when opened: what the page reads and renders first does
 * not grow with the league's history.
 */
export function ChampionshipsList() {
  const list = useCurrentChampionships();
  const status = listStatus(list);
  if (status) return status;
  const { data = [], anteriores = 0 } = list.data ?? {};
  return (
    <>
      {data.length > 0 ? <Cards championships={data} label="Campeonatos disponibles" /> : <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="No hay campeonatos de esta temporada por ahora. ¡Vuelve pronto!" />}
      {anteriores > 0 && <PastEditions count={anteriores} />}
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
