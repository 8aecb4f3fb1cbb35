import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DriverProfileView as Driver, DriverTitleView } from '@contracts/drivers.views';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { getDriverTitles } from '../api/get-driver';

/** The later pages of his titles, asked with 'Ver más títulos': each goes after the ones shown (docs/adr/0066). */
function useLaterTitles(id: string, first: DriverTitleView[], firstNext: number | null) {
  const [later, setLater] = useState<DriverTitleView[]>([]);
  const [next, setNext] = useState(firstNext);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    if (next === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getDriverTitles(id, next);
      setLater((shown) => [...shown, ...page.titulos]);
      setNext(page.siguiente);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { titles: later.length > 0 ? [...first, ...later] : first, next, busy, failed, more };
}

/**
 * The top of a driver's page: photo, name, username, iRacing id and his titles in closed seasons, the
 * newest first, a page at a time ('Ver más títulos').
 */
export function DriverHeader({ driver, titles: first = [], next: firstNext = null }: { driver: Driver; titles?: DriverTitleView[]; next?: number | null }) {
  const { titles, next, busy, failed, more } = useLaterTitles(driver.id, first, firstNext);
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
        {failed && (
          <p className="form-error" role="alert">
            No se pudieron cargar más títulos del piloto.
          </p>
        )}
        {next !== null && (
          <Button variant="secondary" size="sm" busy={busy} busyText="Cargando..." onClick={() => void more()} className="driver-header__more">
            {failed ? 'Reintentar' : 'Ver más títulos'}
          </Button>
        )}
      </div>
    </header>
  );
}
