import type { RatingRowView as RatingRow } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { formatCpi } from '@/lib/format-times';
import { DriverBarChart } from '../analysis-charts';
import { chartBars, rowsOf, signed, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

const cpi = (value: number | null) => (value === null ? '—' : formatCpi(value));

const columns: Column<RatingRow>[] = [
  ...whoColumns<RatingRow>(),
  { key: 'oldi', header: 'iRating', numeric: true, render: (r) => r.old_irating ?? '—' },
  { key: 'newi', header: 'iRating nuevo', numeric: true, render: (r) => r.new_irating ?? '—' },
  { key: 'di', header: 'Cambio iRating', numeric: true, render: (r) => signed(r.irating_change) },
  { key: 'oldc', header: 'CPI', numeric: true, render: (r) => cpi(r.old_cpi) },
  { key: 'newc', header: 'CPI nuevo', numeric: true, render: (r) => cpi(r.new_cpi) },
  { key: 'dc', header: 'Cambio CPI', numeric: true, render: (r) => cpi(r.cpi_change) },
];

/** iRating and CPI before and after the event, with a chart of the iRating changes. */
export function RatingChanges({ body, title }: AnalysisProps) {
  const rows = rowsOf<RatingRow>(body);
  const charted = rows.filter((r) => r.irating_change !== null);
  const chart = charted.length ? <DriverBarChart signed label="Cambio de iRating por piloto" valueLabel="Cambio de iRating" data={chartBars(charted, (r) => r.irating_change!)} /> : undefined;
  return <TablePanel title={title} rows={rows} columns={columns} rowKey={(r) => `${r.cust_id}-${r.team_id}`} chart={chart} />;
}
