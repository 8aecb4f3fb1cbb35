import type { QualyVsRaceRowView as QualyVsRaceRow } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { formatLapTime } from '@/lib/format-times';
import { byDriver, rowsOf, signed, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

const columns: Column<QualyVsRaceRow>[] = [
  ...whoColumns<QualyVsRaceRow>(),
  { key: 'qualy', header: 'Qualy', numeric: true, render: (r) => r.qualy_position },
  { key: 'qualyc', header: 'Qualy clase', numeric: true, render: (r) => r.qualy_position_in_class },
  { key: 'vq', header: 'Vuelta qualy', numeric: true, render: (r) => formatLapTime(r.best_qual_lap_time) },
  { key: 'salida', header: 'Salida', numeric: true, render: (r) => r.race_start_position ?? '—' },
  { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.race_finish_position },
  { key: 'llegadac', header: 'Llegada clase', numeric: true, render: (r) => r.race_finish_position_in_class },
  { key: 'dif', header: '+/−', numeric: true, render: (r) => signed(r.positions_gained_lost) },
  { key: 'difc', header: '+/− clase', numeric: true, render: (r) => signed(r.positions_gained_lost_in_class) },
];

/** Qualifying positions against the race's start and finish, overall and in class. */
export function QualyVsRace({ body, title }: AnalysisProps) {
  return <TablePanel title={title} rows={rowsOf<QualyVsRaceRow>(body)} columns={columns} rowKey={byDriver} />;
}
