import { Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { EnteredDriverView, EntryView as Entry } from '@contracts/entries.views';
import { Avatar } from '@/components/ui/avatar';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonLines } from '@/components/ui/skeleton';
import { SuspensionBadge } from '@/components/ui/suspension-badge';
import { useEntries } from '../api/get-entries';
import './entry-list.css';

function EntryItem({ entry, position }: { entry: Entry & Partial<Pick<EnteredDriverView, 'numeroAuto' | 'equipo' | 'suspensiones'>>; position?: number }) {
  const name = `${entry.nombre} ${entry.apellido}`.trim();
  return (
    <li className="tile entry">
      {position !== undefined && (
        <span className="entry__position tabular" aria-label={`Lugar ${position}`}>
          {position}
        </span>
      )}
      {entry.numeroAuto != null && (
        <span className="entry__number tabular" aria-label={`Número de auto ${entry.numeroAuto}`}>
          #{entry.numeroAuto}
        </span>
      )}
      <Avatar src={entry.avatarUrl} nombre={entry.nombre} apellido={entry.apellido} size={44} decorative />
      <span className="entry__text">
        {entry.perfilPublico ? (
          <Link className="entry__name" to={`/pilotos/${encodeURIComponent(entry.usuarioId)}`}>
            {name}
          </Link>
        ) : (
          <span className="entry__name muted">{name}</span>
        )}
        {entry.equipo && <span className="entry__meta">{entry.equipo}</span>}
        {entry.iracingId !== null && <span className="entry__meta tabular">iRacing {entry.iracingId}</span>}
        <SuspensionBadge suspensiones={entry.suspensiones} />
      </span>
    </li>
  );
}

/** 'Pilotos inscritos' on the championship page: who holds a place, in enrolment order. */
export function EntryListSection({ campeonatoId }: { campeonatoId: string }) {
  const { data, error, isLoading, mutate } = useEntries(campeonatoId);
  let body;
  if (error && !data) body = <ErrorState message="No se pudo cargar la lista de inscritos." onRetry={() => void mutate()} />;
  else if (isLoading || !data)
    body = (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando inscritos...
        </span>
        <SkeletonLines lines={3} />
      </div>
    );
  else if (data.data.length === 0) body = <p className="muted">Todavía no hay pilotos inscritos. ¡Sé el primero!</p>;
  else
    body = (
      <ol className="tile-grid entry-list" aria-label="Pilotos inscritos en orden de inscripción">
        {data.data.map((entry) => (
          <EntryItem key={entry.usuarioId} entry={entry} />
        ))}
      </ol>
    );
  const waiting = data?.listaEspera ?? [];
  return (
    <section className="entries" aria-labelledby="inscritos-title">
      <h2 id="inscritos-title">
        <Users size={20} aria-hidden="true" /> Pilotos inscritos
        {data && data.total > 0 && <span className="entries__count tabular"> ({data.total})</span>}
      </h2>
      {body}
      {waiting.length > 0 && (
        <>
          <h3 id="lista-espera-title" className="entries__subtitle">
            Lista de espera <span className="entries__count tabular">({waiting.length})</span>
          </h3>
          <ol className="tile-grid entry-list" aria-labelledby="lista-espera-title">
            {waiting.map((entry) => (
              <EntryItem key={entry.usuarioId} entry={entry} position={entry.posicion} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
