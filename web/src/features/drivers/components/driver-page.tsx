import { Home, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isNotFound, useDriver } from '../api/get-driver';
import { DriverChampionships } from './driver-championships';
import { DriverHeader } from './driver-header';
import { DriverResults } from './driver-results';
import './drivers.css';

/**
 * /pilotos/:id, a driver's public page, made of one section component per source (the card, the
 * championships entered, the results by iRacing id). Sections other features own (track records held)
 * are given by the route as children and shown below the results once the driver is found.
 */
export function DriverPage({ id, children }: { id: string; children?: ReactNode }) {
  const { data, error, isLoading, mutate } = useDriver(id);
  const missing = isNotFound(error);
  useDocumentTitle(data ? `${data.piloto.nombre} ${data.piloto.apellido}`.trim() : missing ? 'Piloto no encontrado' : 'Piloto');
  if (isLoading && !data) return <PageLoader label="Cargando piloto..." />;
  if (missing || (!data && !error && !isLoading)) {
    return (
      <div className="container page status-page">
        <UserX className="status-page__icon" size={48} aria-hidden="true" />
        <h1>Piloto no encontrado</h1>
        <p className="muted">Este piloto no existe o su cuenta ya no está activa.</p>
        <LinkButton to="/campeonatos" icon={<Home size={18} aria-hidden="true" />}>
          Ver campeonatos
        </LinkButton>
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="container page">
        <ErrorState message="No se pudo cargar la página del piloto." onRetry={() => void mutate()} />
      </div>
    );
  }
  return (
    <div className="container page driver-page">
      <DriverHeader key={id} driver={data.piloto} titles={data.titulos} next={data.titulosSiguiente ?? null} />
      <DriverChampionships key={id} id={id} championships={data.campeonatos} next={data.campeonatosSiguiente} />
      <DriverResults key={id} id={id} first={data} hasIracingId={data.piloto.iracingId !== null} />
      {children}
    </div>
  );
}
