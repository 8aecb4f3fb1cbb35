import { phaseLabel } from '@contracts/iracing-terms';
import { RESULTS_MESSAGES as M } from '@contracts/results.messages';
import type { DriverPerformanceView as DriverPerformance } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { TablePanel, type AnalysisProps } from './analysis-panel';

type Row = DriverPerformance['phases'][number];

const columns: Column<Row>[] = [
  { key: 'fase', header: 'Fase', render: (r) => phaseLabel(r.phase_name) },
  { key: 'auto', header: 'Auto', render: (r) => r.car_name },
  { key: 'salida', header: 'Salida', numeric: true, render: (r) => r.start ?? '—' },
  { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.finish },
  { key: 'vueltas', header: 'Vueltas', numeric: true, render: (r) => r.laps },
  { key: 'inc', header: 'Incidentes', numeric: true, render: (r) => r.incidents },
  { key: 'puntos', header: 'Puntos', numeric: true, render: (r) => r.points },
];

/** One driver's event, phase by phase. */
export function DriverPerformanceView({ body, title }: AnalysisProps) {
  const perf = body as DriverPerformance;
  return <TablePanel title={`${title}: ${perf.driver_display_name}`} rows={perf.phases ?? []} columns={columns} rowKey={(r) => r.phase_name} emptyMessage={M.noDriverData} />;
}
