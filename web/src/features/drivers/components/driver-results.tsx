import { Flag } from 'lucide-react';
import type { DriverResultView as Result } from '@contracts/drivers.views';
import { Table } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';

function ratingChange(r: Result): string {
  if (r.cambioIrating === null) return '—';
  return r.cambioIrating > 0 ? `+${r.cambioIrating}` : String(r.cambioIrating).replace('-', '−');
}

/** 'Resultados': the driver's finishes in imported iRacing events, matched by their iRacing id. */
export function DriverResults({ results, hasIracingId }: { results: Result[]; hasIracingId: boolean }) {
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
      {hasIracingId && results.length > 0 && <p className="muted driver-section__note">Fechas y horas del centro de México.</p>}
    </section>
  );
}
