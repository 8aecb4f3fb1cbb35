import { Timer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { searchText } from '@contracts/search-text';
import type { TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { formatDay } from '@/lib/format';
import { useStandingRecords } from '../api/track-records';
import './track-records.css';

const holderName = (r: TrackRecord) => (r.user ? `${r.user.nombre} ${r.user.apellido}`.trim() : 'Cuenta eliminada');

/** The distinct names, as first written, in alphabetical order (accents and case ignored). */
function distinct(values: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) if (!byKey.has(searchText(value))) byKey.set(searchText(value), value);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'es-MX'));
}

const COLUMNS: Column<TrackRecord>[] = [
  { key: 'circuito', header: 'Circuito', render: (r) => r.circuit },
  { key: 'auto', header: 'Auto', render: (r) => r.car },
  { key: 'tiempo', header: 'Tiempo', numeric: true, render: (r) => <strong className="records__time">{r.lapTime}</strong> },
  { key: 'piloto', header: 'Piloto', render: holderName },
  { key: 'fecha', header: 'Fecha', numeric: true, render: (r) => formatDay(r.recordDate) },
];

/** /records: the best time of each circuit and car, its holder and its day, filtered by circuit and car. */
export function RecordsPage() {
  const { data, error, isLoading, mutate } = useStandingRecords();
  const [circuit, setCircuit] = useState('');
  const [car, setCar] = useState('');

  const circuits = useMemo(() => distinct((data ?? []).map((r) => r.circuit)), [data]);
  const inCircuit = useMemo(() => (data ?? []).filter((r) => !circuit || searchText(r.circuit) === searchText(circuit)), [data, circuit]);
  const cars = useMemo(() => distinct(inCircuit.map((r) => r.car)), [inCircuit]);
  const shown = useMemo(() => inCircuit.filter((r) => !car || searchText(r.car) === searchText(car)), [inCircuit, car]);
  const filtered = circuit !== '' || car !== '';

  return (
    <div className="records">
      <form className="records__filters" role="search" aria-label="Filtrar récords" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Circuito"
          placeholder="Todos los circuitos"
          options={circuits.map((c) => ({ value: c, label: c }))}
          value={circuit}
          onChange={(event) => {
            setCircuit(event.target.value);
            setCar('');
          }}
          disabled={!data}
        />
        <Select label="Auto" placeholder="Todos los autos" options={cars.map((c) => ({ value: c, label: c }))} value={car} onChange={(event) => setCar(event.target.value)} disabled={!data} />
        {filtered && (
          <Button
            variant="ghost"
            className="records__clear"
            onClick={() => {
              setCircuit('');
              setCar('');
            }}
          >
            Quitar filtros
          </Button>
        )}
      </form>
      <p className="muted records__count" aria-live="polite">
        {data ? `${shown.length} ${shown.length === 1 ? 'récord' : 'récords'}` : ''}
      </p>
      {error && !data ? (
        <ErrorState message="Error al cargar los récords de pista" onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <SkeletonRows label="Cargando récords de pista..." />
      ) : data && shown.length === 0 ? (
        <EmptyState
          icon={<Timer size={28} />}
          title={filtered ? 'Sin resultados' : 'Aún no hay récords'}
          message={filtered ? 'Ningún récord coincide con los filtros.' : 'Cuando se registre el primer récord de pista aparecerá aquí.'}
        />
      ) : data ? (
        <Table columns={COLUMNS} rows={shown} rowKey={(r) => r.id} caption="Récords de pista: el mejor tiempo de cada circuito y auto" />
      ) : null}
      <p className="muted records__note">Fechas en hora de la Ciudad de México.</p>
    </div>
  );
}
