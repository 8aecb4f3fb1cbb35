import { Timer } from 'lucide-react';
import { useId } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { formatDay } from '@/lib/format';
import type { TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { useRecordsHeld } from '../api/track-records';
import './track-records.css';

const COLUMNS: Column<TrackRecord>[] = [
  { key: 'circuito', header: 'Circuito', render: (r) => r.circuit },
  { key: 'auto', header: 'Auto', render: (r) => r.car },
  { key: 'tiempo', header: 'Tiempo', numeric: true, render: (r) => <strong>{r.lapTime}</strong> },
  { key: 'fecha', header: 'Fecha', numeric: true, render: (r) => formatDay(r.recordDate) },
];

/** The track records a driver holds today (the fastest of their circuit and car), for the driver's page. */
export function RecordsHeld({ userId }: { userId: string }) {
  const titleId = useId();
  const { data, error, isLoading, mutate } = useRecordsHeld(userId);
  return (
    <section className="records-held" aria-labelledby={titleId}>
      <h2 id={titleId} className="records-held__title">
        <Timer size={20} aria-hidden="true" /> Récords de pista
      </h2>
      {error && !data ? (
        <ErrorState message="Error al cargar los récords de pista" onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <SkeletonRows label="Cargando récords de pista..." rows={2} />
      ) : data && data.length === 0 ? (
        <p className="muted">No tiene récords de pista vigentes.</p>
      ) : data ? (
        <Table columns={COLUMNS} rows={data} rowKey={(r) => r.id} caption="Récords de pista vigentes del piloto" />
      ) : null}
    </section>
  );
}
