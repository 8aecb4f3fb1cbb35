import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DriverChampionshipView as Entered } from '@contracts/drivers.views';
import { formatDay } from '@/lib/format';

/** 'Campeonatos': the championships the driver entered, latest first. */
export function DriverChampionships({ championships }: { championships: Entered[] }) {
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
    </section>
  );
}
