import { phaseLabel, reasonOutLabel } from '@contracts/iracing-terms';
import { RESULTS_MESSAGES as M } from '@contracts/results.messages';
import type { PhaseResultRowView as PhaseResultRow } from '@contracts/results.views';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { formatInterval, formatLapTime, lapsDown } from '@/lib/format-times';

export interface PhaseRowsState {
  status: string;
  data: PhaseResultRow[];
  message?: string;
}

/** The results of the chosen phase of the event, every driver or team by position. */
export function PhaseTable({ state, phase }: { state: PhaseRowsState; phase: string }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <PageLoader label="Cargando resultados..." />;
  if (state.status === 'error') return <ErrorState message={state.message ?? M.phaseFailed} />;
  if (state.data.length === 0) return <EmptyState message={M.noPhaseResults(phaseLabel(phase))} />;
  const columns: Column<PhaseResultRow>[] = [
    { key: 'pos', header: 'Pos', numeric: true, render: (r) => r.position },
    { key: 'clase', header: 'Pos. clase', numeric: true, render: (r) => r.position_in_class },
    {
      key: 'piloto',
      header: 'Piloto',
      render: (r) =>
        r.nombreEquipo ? (
          <span>
            <strong>{r.nombreEquipo}</strong>
            <br />
            <span className="muted">{r.nombrePiloto}</span>
          </span>
        ) : (
          r.nombrePiloto
        ),
    },
    { key: 'categoria', header: 'Clase', render: (r) => r.categoriaAuto ?? '—' },
    { key: 'auto', header: 'Auto', render: (r) => r.car_name },
    { key: 'numero', header: '#', numeric: true, render: (r) => r.car_number ?? '—' },
    { key: 'mejor', header: 'Mejor vuelta', numeric: true, render: (r) => formatLapTime(r.bestLapTime) },
    { key: 'vueltas', header: 'Vueltas', numeric: true, render: (r) => r.vueltasDadas },
    { key: 'inc', header: 'Incidentes', numeric: true, render: (r) => r.incidencias },
    {
      key: 'intervalo',
      header: 'Intervalo',
      numeric: true,
      render: (r) => {
        if (r.interval !== null || r.position === 1) return formatInterval(r.interval, { isLeader: r.position === 1 });
        // Only a race has laps down; elsewhere a missing interval is just no time.
        if (r.vueltasPerdidas === null) return '—';
        return lapsDown(r.vueltasPerdidas);
      },
    },
    { key: 'puntos', header: 'Puntos', numeric: true, render: (r) => r.points_earned },
    { key: 'motivo', header: 'Motivo de salida', render: (r) => reasonOutLabel(r.reason_out) },
  ];
  return (
    <section aria-labelledby="phase-title">
      <h2 id="phase-title" className="analyzer__subtitle">
        Resultados: {phaseLabel(phase)}
      </h2>
      <Table columns={columns} rows={state.data} rowKey={(r) => `${r.position}-${r.participant_id}`} caption={`Resultados de la fase ${phaseLabel(phase)}`} />
    </section>
  );
}
