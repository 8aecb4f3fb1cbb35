import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SeasonArchiveView } from '@contracts/seasons.views';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { useSeasonArchive, useSeasonPage } from '../api/seasons';
import './seasons-archive.css';

/** One season: its championships, closed ones marked, with their champions. */
function Season({ season, alone }: { season: SeasonArchiveView; alone: boolean }) {
  return (
    <section aria-labelledby={`temporada-${season.temporada}`} className="seasons-archive__season">
      {/* One season's page already has its title (the page's h1): its list is named for screen readers only, keeping the headings' order. */}
      {alone ? (
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
  );
}

/** A later page of seasons, below the ones shown. */
function LaterSeasons({ desde }: { desde: number }) {
  const { data } = useSeasonPage(desde);
  return data ? data.data.map((season) => <Season key={season.temporada} season={season} alone={false} />) : null;
}

/** /temporadas/{año}: that season's championships. */
function OneSeason({ year }: { year: string }) {
  const { data, error, isLoading, mutate } = useSeasonArchive(year);
  if (isLoading && !data) return <PageLoader label="Cargando temporadas..." />;
  if (error && !data) return <ErrorState message={messageOf(error, 'No se pudieron cargar las temporadas')} onRetry={() => void mutate()} />;
  if (!data || data.length === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="Todavía no hay temporadas." />;
  return (
    <div className="seasons-archive">
      {data.map((season) => (
        <Season key={season.temporada} season={season} alone />
      ))}
    </div>
  );
}

/**
 * /temporadas: the newest seasons (the page the server sends holds only these), then older ones a page
 * at a time with 'Ver más temporadas', each below the ones shown (docs/adr/0061).
 */
function SeasonPages() {
  const first = useSeasonPage(null);
  const [later, setLater] = useState<number[]>([]);
  const last = useSeasonPage(later.length > 0 ? later[later.length - 1]! : null);
  if (first.isLoading && !first.data) return <PageLoader label="Cargando temporadas..." />;
  if (first.error && !first.data) return <ErrorState message={messageOf(first.error, 'No se pudieron cargar las temporadas')} onRetry={() => void first.mutate()} />;
  if (!first.data || first.data.data.length === 0) return <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message="Todavía no hay temporadas." />;
  const next = last.data?.siguiente ?? null;
  return (
    <div className="seasons-archive">
      {first.data.data.map((season) => (
        <Season key={season.temporada} season={season} alone={false} />
      ))}
      {later.map((desde) => (
        <LaterSeasons key={desde} desde={desde} />
      ))}
      {last.error && <ErrorState message="No se pudieron cargar más temporadas." onRetry={() => void last.mutate()} />}
      {(next !== null || (later.length > 0 && last.isLoading)) && !last.error && (
        <LoadMore busy={last.isLoading} onClick={() => next !== null && setLater([...later, next])}>
          Ver más temporadas
        </LoadMore>
      )}
    </div>
  );
}

/** /temporadas and /temporadas/{año}: each season's championships, closed ones marked, with their champions. */
export function SeasonsArchive({ year }: { year?: string }) {
  return year ? <OneSeason year={year} /> : <SeasonPages />;
}
