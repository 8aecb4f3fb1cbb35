import { phaseLabel } from '@contracts/iracing-terms';
import type { BestLapRowView as BestLapRow } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { formatLapTime } from '@/lib/format-times';
import { rowsOf, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

const columns: Column<BestLapRow>[] = [
  { key: 'fase', header: 'Fase', render: (r) => phaseLabel(r.phase_name) },
  ...whoColumns<BestLapRow>(),
  { key: 'numero', header: '#', numeric: true, render: (r) => r.car_number ?? '—' },
  { key: 'tiempo', header: 'Mejor vuelta', numeric: true, render: (r) => formatLapTime(r.best_lap_time) },
  { key: 'vuelta', header: 'Vuelta n.º', numeric: true, render: (r) => r.lap_number ?? '—' },
];

/** The best lap of each driver in each phase. */
export function BestLaps({ body, title }: AnalysisProps) {
  return <TablePanel title={title} rows={rowsOf<BestLapRow>(body)} columns={columns} rowKey={(r) => `${r.phase_name}-${r.cust_id ?? r.team_id}`} />;
}
