import type { HardChargerRowView as HardChargerRow } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { DriverBarChart } from '../analysis-charts';
import { byDriver, chartBars, rowsOf, signed, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

const columns: Column<HardChargerRow>[] = [
  ...whoColumns<HardChargerRow>(),
  { key: 'salida', header: 'Salida', numeric: true, render: (r) => r.starting_position },
  { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.finish_position },
  { key: 'ganadas', header: 'Posiciones ganadas', numeric: true, render: (r) => signed(r.positions_gained) },
];

/** Positions gained from the start to the finish, with a chart of the first twenty. */
export function HardChargers({ body, title }: AnalysisProps) {
  const rows = rowsOf<HardChargerRow>(body);
  const chart = <DriverBarChart label="Posiciones ganadas por piloto" valueLabel="Posiciones ganadas" data={chartBars(rows, (r) => r.positions_gained)} />;
  return <TablePanel title={title} rows={rows} columns={columns} rowKey={byDriver} chart={chart} />;
}
