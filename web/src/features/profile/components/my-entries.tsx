import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyEntryView } from '@contracts/entries.views';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { SkeletonLines } from '@/components/ui/skeleton';
import { getMyEntries, useMyEntries } from '../api/my-entries';

/** The later pages, asked with 'Ver más campeonatos', below the first; a new first page (after a change) starts again. */
function useLaterPages(first: { data: MyEntryView[]; siguiente: string | null } | undefined) {
  const [pages, setPages] = useState<{ of: typeof first; later: MyEntryView[]; next: string | null }>({ of: undefined, later: [], next: null });
  const current = pages.of === first ? pages : { of: first, later: [], next: first?.siguiente ?? null };
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    if (current.next === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getMyEntries(current.next);
      setPages({ of: first, later: [...current.later, ...page.data], next: page.siguiente });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { entries: [...(first?.data ?? []), ...current.later], next: current.next, busy, failed, more };
}

/**
 * The championships the driver entered (or whose approval he awaits), the latest first, a page at a
 * time ('Ver más campeonatos'): his state, car number and team. Queues and offers are in MyWaitlists.
 */
export function MyEntries() {
  const { data, error, isLoading, mutate } = useMyEntries();
  const { entries, next, busy, failed, more } = useLaterPages(data);
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
        <>
          <ul className="profile__waitlist-list">
            {entries.map((e) => (
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
          {failed && <ErrorState message="No se pudieron cargar más de tus campeonatos." onRetry={() => void more()} />}
          {next !== null && !failed && (
            <LoadMore busy={busy} onClick={() => void more()}>
              Ver más campeonatos
            </LoadMore>
          )}
        </>
      )}
    </Card>
  );
}
