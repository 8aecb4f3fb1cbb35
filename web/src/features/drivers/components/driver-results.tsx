import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { DriverResultsAnswer, DriverResultView as Result } from '@contracts/drivers.views';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { Table } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { getDriverResults } from '../api/get-driver';

function ratingChange(r: Result): string {
  if (r.cambioIrating === null) return '—';
  return r.cambioIrating > 0 ? `+${r.cambioIrating}` : String(r.cambioIrating).replace('-', '−');
}

/** The later pages of a driver's results, asked with 'Ver más': each goes below the rows shown. */
function useLaterPages(id: string, first: DriverResultsAnswer) {
  const [later, setLater] = useState<Result[]>([]);
  const [next, setNext] = useState(first.siguiente);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    if (next === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getDriverResults(id, next);
      setLater((rows) => [...rows, ...page.resultados]);
      setNext(page.siguiente);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return { results: later.length > 0 ? [...first.resultados, ...later] : first.resultados, next, busy, failed, more };
}

/**
 * 'Resultados': the driver's finishes in imported iRacing events, matched by their iRacing id, newest
 * first, a page at a time ('Ver más resultados').
 */
export function DriverResults({ id, first, hasIracingId }: { id: string; first: DriverResultsAnswer; hasIracingId: boolean }) {
  const { results, next, busy, failed, more } = useLaterPages(id, first);
  return (
    <section className="driver-section" aria-labelledby="driver-results-title">
      <h2 id="driver-results-title">
        <Flag size={20} aria-hidden="true" /> Resultados
      </h2>
      {!hasIracingId ? (
        <p className="muted">Este piloto no ha registrado su ID de iRacing, así que aún no podemos mostrar sus resultados.</p>
      ) : results.length === 0 ? (
        <p className="muted">Todavía no hay resultados importados de este piloto.</p>
      ) : (
        <Table
          caption="Resultados del piloto en la carrera principal de cada evento, del más reciente al más antiguo"
          rowKey={(r) => r.eventoId}
          rows={results}
          columns={[
            { key: 'evento', header: 'Evento', render: (r) => (r.equipo ? `${r.evento} (${r.equipo})` : r.evento) },
            { key: 'fecha', header: 'Fecha', numeric: true, render: (r) => formatDateTime(r.fecha) },
            { key: 'pista', header: 'Pista', render: (r) => r.pista },
            { key: 'posicion', header: 'Posición', align: 'end', numeric: true, render: (r) => r.posicion },
            { key: 'clase', header: 'Clase', render: (r) => `${r.clase} (P${r.posicionClase})` },
            { key: 'incidentes', header: 'Incidentes', align: 'end', numeric: true, render: (r) => r.incidentes },
            { key: 'irating', header: 'iRating', align: 'end', numeric: true, render: ratingChange },
          ]}
        />
      )}
      {failed && <ErrorState message="No se pudieron cargar más resultados del piloto." onRetry={() => void more()} />}
      {next !== null && !failed && (
        <LoadMore busy={busy} onClick={() => void more()}>
          Ver más resultados
        </LoadMore>
      )}
      {hasIracingId && results.length > 0 && <p className="muted driver-section__note">Fechas y horas del centro de México.</p>}
    </section>
  );
}
