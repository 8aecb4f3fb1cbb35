import { Spinner } from '@/components/ui/spinner';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { ChampionshipCard } from './championship-card';
import './championships-list.css';

export const LIST_ERROR = 'Ocurrió un error al obtener la lista de los campeonatos. Inténtalo más tarde o actualiza la página.';

export function ChampionshipItems({ championships, first = false }: { championships: Championship[]; first?: boolean }) {
  return championships.map((c, i) => (
    <li key={c.id}>
      <ChampionshipCard championship={c} first={first && i === 0} />
    </li>
  ));
}

export function Cards({ championships, label }: { championships: Championship[]; label: string }) {
  return (
    <ul className="champ-list" aria-label={label}>
      <ChampionshipItems championships={championships} first />
    </ul>
  );
}

/** A list's loading state: its place keeps the words the page says while it waits. */
export function ListLoading() {
  return (
    <p className="champ-list__loading" role="status">
      <Spinner size={18} /> Cargando campeonatos...
    </p>
  );
}

