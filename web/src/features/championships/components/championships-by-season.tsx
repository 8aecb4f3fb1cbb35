import { Trophy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useChampionships } from '../api/get-championships';
import { Cards, listStatus } from './championships-list';
import './championships-by-season.css';

/**
 * The championships page's cards: with `past` (the ids of editions a newer season of their series
 * follows, or null while that is loading), the current ones show and the past ones wait behind
 * 'Temporadas anteriores', closed: the page renders on the server with both lists, so nothing moves
 * when it opens. Apart from the home page's list, whose JavaScript has a budget (docs/adr/0036).
 */
export function ChampionshipsBySeason({ past }: { past: ReadonlySet<string> | null }) {
  const list = useChampionships();
  const status = listStatus(list, past === null);
  if (status) return status;
  const data = list.data ?? [];
  const earlier = data.filter((c) => past?.has(c.id));
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
