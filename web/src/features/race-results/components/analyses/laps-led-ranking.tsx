import type { LapsLedRowView as LapsLedRow } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { byDriver, rowsOf, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

const columns: Column<LapsLedRow>[] = [
  ...whoColumns<LapsLedRow>(),
  { key: 'led', header: 'Vueltas lideradas', numeric: true, render: (r) => r.laps_led },
  { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.finish_position },
];

/** Laps led by each driver in the race. */
export function LapsLedRanking({ body, title }: AnalysisProps) {
  return <TablePanel title={title} rows={rowsOf<LapsLedRow>(body)} columns={columns} rowKey={byDriver} />;
}
