import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useMyEntries } from '../api/my-entries';

/** The championships the driver entered (or whose approval he awaits): his state, car number and team. Queues and offers are in MyWaitlists. */
export function MyEntries() {
  const { data, error, isLoading, mutate } = useMyEntries();
  if (!error && !isLoading && data && data.data.length === 0) return null;
  return (
    <Card as="section" className="profile__waitlists" aria-labelledby="profile-entries">
      <h2 id="profile-entries" className="profile__section-title">
        Mis campeonatos
      </h2>
      {error ? (
        <ErrorState message="No se pudieron cargar tus campeonatos." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando tus campeonatos...
          </span>
          <SkeletonLines lines={2} />
        </div>
      ) : (
        <ul className="profile__waitlist-list">
          {data.data.map((e) => (
            <li key={e.campeonatoId} className="profile__waitlist">
              <Link to={`/campeonatos/${encodeURIComponent(e.campeonatoId)}`}>{e.nombreCampeonato}</Link>
              <span>
                <Badge tone={e.estado === 'inscrito' ? 'success' : 'neutral'}>{e.estado === 'inscrito' ? 'Inscrito' : 'Pendiente de aprobación'}</Badge>{' '}
                <span className="muted">
                  Número de auto: <strong className="tabular">{e.numeroAuto ?? 'sin número'}</strong> · Equipo: <strong>{e.equipo ?? 'sin equipo'}</strong>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
