import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DriverProfileView as Driver, DriverTitleView } from '@contracts/drivers.views';
import { Avatar } from '@/components/ui/avatar';

/** The top of a driver's page: photo, name, username, iRacing id and his titles in closed seasons. */
export function DriverHeader({ driver, titles = [] }: { driver: Driver; titles?: DriverTitleView[] }) {
  const name = `${driver.nombre} ${driver.apellido}`.trim();
  return (
    <header className="driver-header">
      <Avatar src={driver.avatarUrl} nombre={driver.nombre} apellido={driver.apellido} size={96} decorative />
      <div className="driver-header__text">
        <p className="eyebrow">Piloto</p>
        <h1 className="driver-header__name">{name}</h1>
        <p className="muted">
          {driver.username && <span>@{driver.username}</span>}
          {driver.username && driver.iracingId !== null && ' · '}
          {driver.iracingId !== null && <span className="tabular">ID de iRacing {driver.iracingId}</span>}
        </p>
        {titles.length > 0 && (
          <ul className="driver-header__titles" aria-label="Títulos">
            {titles.map((t) => (
              <li key={`${t.campeonatoId}-${t.grupo}`}>
                <Trophy size={16} aria-hidden="true" />
                <Link to={`/campeonatos/${encodeURIComponent(t.campeonatoId)}/clasificacion`}>
                  Campeón de {t.serie} {t.temporada}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
