import type { DriverProfileView as Driver } from '@contracts/drivers.views';
import { Avatar } from '@/components/ui/avatar';

/** The top of a driver's page: photo, name, username and iRacing id. */
export function DriverHeader({ driver }: { driver: Driver }) {
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
      </div>
    </header>
  );
}
