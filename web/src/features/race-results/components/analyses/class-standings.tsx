import { RESULTS_MESSAGES as M } from '@contracts/results.messages';
import type { ClassStandingsView as ClassStandings } from '@contracts/results.views';
import type { Column } from '@/components/ui/table';
import { formatInterval } from '@/lib/format-times';
import { byDriver, TablePanel, whoColumns, type AnalysisProps } from './analysis-panel';

type Row = ClassStandings['standings'][number];

const columns: Column<Row>[] = [
  { key: 'pos', header: 'Pos. clase', numeric: true, render: (r) => r.finish_position_in_class },
  { key: 'general', header: 'Pos. general', numeric: true, render: (r) => r.overall_finish_position },
  ...whoColumns<Row>(),
  { key: 'gap', header: 'Al líder de clase', numeric: true, render: (r) => formatInterval(r.interval_to_class_leader, { isLeader: r.finish_position_in_class === 1 }) },
];

/** The race's finishing order within one car class. */
export function ClassStandingsView({ body, title }: AnalysisProps) {
  const standings = body as ClassStandings;
  return <TablePanel title={`${title}: ${standings.car_class_name}`} rows={standings.standings ?? []} columns={columns} rowKey={byDriver} emptyMessage={M.noClassStandings} />;
}
