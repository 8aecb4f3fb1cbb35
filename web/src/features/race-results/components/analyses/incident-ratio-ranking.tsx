import type { IncidentRatioRowView as IncidentRatioRow } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { formatRatio } from '@/lib/format-times';
import { byDriver, rowsOf, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

const columns: Column<IncidentRatioRow>[] = [
  ...whoColumns<IncidentRatioRow>(),
  { key: 'inc', header: 'Incidentes', numeric: true, render: (r) => r.total_incidents_race },
  { key: 'vueltas', header: 'Vueltas', numeric: true, render: (r) => r.laps_complete_race },
  { key: 'ratio', header: 'Incidentes por vuelta', numeric: true, render: (r) => formatRatio(r.incidents_per_lap_race) },
];

/** Race incidents per lap completed. */
export function IncidentRatioRanking({ body, title }: AnalysisProps) {
  return <TablePanel title={title} rows={rowsOf<IncidentRatioRow>(body)} columns={columns} rowKey={byDriver} />;
}
