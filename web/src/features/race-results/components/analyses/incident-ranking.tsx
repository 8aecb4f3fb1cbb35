import { phaseLabel } from '@contracts/iracing-terms';
import type { IncidentRowView as IncidentRow } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { DriverBarChart } from '../analysis-charts';
import { byDriver, chartBars, rowsOf, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

const columns: Column<IncidentRow>[] = [
  ...whoColumns<IncidentRow>(),
  { key: 'total', header: 'Incidentes', numeric: true, render: (r) => r.total_incidents },
  { key: 'fases', header: 'Por fase', render: (r) => r.incidents_by_phase.map((p) => `${phaseLabel(p.phase_name)}: ${p.incidents}`).join(' · ') },
];

/** Incidents of the whole event by driver, phase by phase, with a chart of the first twenty. */
export function IncidentRanking({ body, title }: AnalysisProps) {
  const rows = rowsOf<IncidentRow>(body);
  const chart = <DriverBarChart label="Incidentes por piloto" valueLabel="Incidentes" data={chartBars(rows, (r) => r.total_incidents)} />;
  return <TablePanel title={title} rows={rows} columns={columns} rowKey={byDriver} chart={chart} />;
}
