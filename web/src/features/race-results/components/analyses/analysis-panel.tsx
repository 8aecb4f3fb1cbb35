import { RESULTS_MESSAGES as M } from '@contracts/results.messages';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type Column } from '@/components/ui/table';

/** What every analysis view receives: the server's answer and the title of its button. */
export interface AnalysisProps {
  body: unknown;
  title: string;
}

/** The rows of a ranking answer (`{ data: [...] }`). */
export const rowsOf = <T,>(body: unknown): T[] => ((body as { data?: T[] }).data ?? []) as T[];

export const signed = (n: number | null) => (n === null ? '—' : n > 0 ? `+${n}` : String(n));
const shortName = (text: string) => (text.length > 18 ? `${text.slice(0, 17)}…` : text);

/** The first twenty rows as chart bars, named by driver. */
export const chartBars = <T extends { driver_display_name: string }>(rows: T[], value: (row: T) => number) =>
  rows.slice(0, 20).map((r) => ({ name: shortName(r.driver_display_name), value: value(r) }));

/** One row per driver or team. */
export const byDriver = (r: { cust_id: number | null; team_id: number | null }) => `${r.cust_id ?? r.team_id}`;

export const whoColumns = <T extends { driver_display_name: string; car_name: string; nombreEquipo: string | null; nombrePiloto: string }>(): Column<T>[] => [
  { key: 'piloto', header: 'Piloto', render: (r) => (r.nombreEquipo && r.nombreEquipo !== r.nombrePiloto ? `${r.driver_display_name} (${r.nombrePiloto})` : r.driver_display_name) },
  { key: 'auto', header: 'Auto', render: (r) => r.car_name },
];

export function Panel({ title, chart, children }: { title: string; chart?: ReactNode; children: ReactNode }) {
  return (
    <section className={chart ? 'analysis analysis--with-chart' : 'analysis'} aria-label={title}>
      <h3 className="analysis__title">{title}</h3>
      <div className="analysis__body">
        <div className="analysis__table">{children}</div>
        {chart && <div className="analysis__chart">{chart}</div>}
      </div>
    </section>
  );
}

/**
 * An analysis shown as one table (and maybe a chart) under its title, or the empty state when it
 * has no rows.
 */
export function TablePanel<T>({
  title,
  rows,
  columns,
  rowKey,
  chart,
  emptyMessage = M.noData(title),
}: {
  title: string;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  chart?: ReactNode;
  emptyMessage?: string;
}) {
  if (!rows.length) return <EmptyState message={emptyMessage} />;
  return (
    <Panel title={title} chart={chart}>
      <Table columns={columns} rows={rows} rowKey={rowKey} caption={title} />
    </Panel>
  );
}
