import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DriverChampionshipView as Entered } from '@contracts/drivers.views';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { formatDay } from '@/lib/format';
import { getDriverChampionships } from '../api/get-driver';

/** The later pages of the championships he entered, asked with 'Ver más': each goes below the ones shown. */
function useLaterPages(id: string, first: Entered[], firstNext: string | null) {
  const [later, setLater] = useState<Entered[]>([]);
  const [next, setNext] = useState(firstNext);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    if (next === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getDriverChampionships(id, next);
      setLater((shown) => [...shown, ...page.campeonatos]);
      setNext(page.siguiente);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { championships: later.length > 0 ? [...first, ...later] : first, next, busy, failed, more };
}

/** 'Campeonatos': the championships the driver entered, latest first, a page at a time ('Ver más campeonatos'). */
export function DriverChampionships({ id, championships: first, next: firstNext }: { id: string; championships: Entered[]; next: string | null }) {
  const { championships, next, busy, failed, more } = useLaterPages(id, first, firstNext);
  return (
    <section className="driver-section" aria-labelledby="driver-champs-title">
      <h2 id="driver-champs-title">
        <Trophy size={20} aria-hidden="true" /> Campeonatos
      </h2>
      {championships.length === 0 ? (
        <p className="muted">Todavía no se ha inscrito en ningún campeonato.</p>
      ) : (
        <ul className="tile-grid driver-champs">
          {championships.map((c) => (
            <li key={c.id} className="tile driver-champ">
              <Link to={`/campeonatos/${encodeURIComponent(c.id)}`} className="driver-champ__name">
                {c.nombreCampeonato}
              </Link>
              <span className="muted">
                {c.categoria} · <span className="tabular">{formatDay(c.fechaInicio)} – {formatDay(c.fechaFin)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {failed && <ErrorState message="No se pudieron cargar más campeonatos del piloto." onRetry={() => void more()} />}
      {next !== null && !failed && (
        <LoadMore busy={busy} onClick={() => void more()}>
          Ver más campeonatos
        </LoadMore>
      )}
    </section>
  );
}
