import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useSeasonArchive } from '../api/seasons';
import './seasons-archive.css';

/** /temporadas and /temporadas/{año}: each season's championships, closed ones marked, with their champions. */
export function SeasonsArchive({ year }: { year?: string }) {
  const { data, error, isLoading, mutate } = useSeasonArchive(year);
  if (isLoading && !data) return <PageLoader label="Cargando temporadas..." />;
  if (error && !data) return <ErrorState message={messageOf(error, 'No se pudieron cargar las temporadas')} onRetry={() => void mutate()} />;
  if (!data || data.length === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="Todavía no hay temporadas." />;
  return (
    <div className="seasons-archive">
      {data.map((season) => (
        <section key={season.temporada} aria-labelledby={`temporada-${season.temporada}`} className="seasons-archive__season">
          {/* One season's page already has its title (the page's h1): its list is named for screen readers only, keeping the headings' order. */}
          {year ? (
            <h2 id={`temporada-${season.temporada}`} className="visually-hidden">
              Campeonatos
            </h2>
          ) : (
            <h2 id={`temporada-${season.temporada}`}>
              <Link to={`/temporadas/${season.temporada}`}>Temporada {season.temporada}</Link>
            </h2>
          )}
          <ul className="seasons-archive__list">
            {season.campeonatos.map((c) => (
              <li key={c.campeonatoId} className="card seasons-archive__item">
                <p className="eyebrow">{c.serie.nombre}</p>
                <h3>
                  <Link to={`/campeonatos/${c.campeonatoId}`}>{c.nombreCampeonato}</Link>
                </h3>
                <p className="seasons-archive__state">{c.cerrada ? <Badge tone="premium">Temporada cerrada</Badge> : <Badge tone="success">En curso</Badge>}</p>
                {c.campeones.length > 0 && (
                  <dl className="seasons-archive__champions">
                    {c.campeones.map((p) => (
                      <div key={`${p.tipo}-${p.clave}`}>
                        <dt>{p.tipo === 'equipo' && p.grupo !== 'Equipos' ? `Equipos (${p.grupo})` : p.grupo}</dt>
                        <dd>{p.userId ? <Link to={`/pilotos/${p.userId}`}>{p.nombre}</Link> : p.nombre}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {c.cerrada && <Link to={`/campeonatos/${c.campeonatoId}/clasificacion`}>Clasificación final</Link>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
