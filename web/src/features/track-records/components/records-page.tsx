import { Timer } from 'lucide-react';
import { useState } from 'react';
import type { TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { formatDay } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { getStandingPage, useStandingRecords, type StandingFilters, type StandingPage } from '../api/track-records';
import './track-records.css';

const SEARCH_DELAY_MS = 300;
const holderName = (r: TrackRecord) => (r.user ? `${r.user.nombre} ${r.user.apellido}`.trim() : 'Cuenta eliminada');
const plural = (n: number) => `${n} ${n === 1 ? 'récord' : 'récords'}`;

const COLUMNS: Column<TrackRecord>[] = [
  { key: 'circuito', header: 'Circuito', render: (r) => r.circuit },
  { key: 'auto', header: 'Auto', render: (r) => r.car },
  { key: 'tiempo', header: 'Tiempo', numeric: true, render: (r) => <strong className="records__time">{r.lapTime}</strong> },
  { key: 'piloto', header: 'Piloto', render: holderName },
  { key: 'fecha', header: 'Fecha', numeric: true, render: (r) => formatDay(r.recordDate) },
];

/** The table of the first page, then the later ones asked with 'Ver más récords', each below the rows shown. */
function RecordPages({ filters, first }: { filters: StandingFilters; first: StandingPage }) {
  const [later, setLater] = useState<TrackRecord[]>([]);
  const [next, setNext] = useState(first.siguiente);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function more() {
    if (next === null || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getStandingPage(filters, next);
      setLater((rows) => [...rows, ...page.data]);
      setNext(page.siguiente);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Table columns={COLUMNS} rows={later.length > 0 ? [...first.data, ...later] : first.data} rowKey={(r) => r.id} caption="Récords de pista: el mejor tiempo de cada circuito y auto" />
      {failed && <ErrorState message="No se pudieron cargar más récords de pista." onRetry={() => void more()} />}
      {next !== null && !failed && (
        <LoadMore busy={busy} onClick={() => void more()}>
          Ver más récords
        </LoadMore>
      )}
    </>
  );
}

/**
 * /records: the best time of each circuit and car, its holder and its day, by circuit and car a page at
 * a time ('Ver más récords'), narrowed on the server by circuit and car (docs/adr/0068).
 */
export function RecordsPage() {
  const [circuit, setCircuit] = useState('');
  const [car, setCar] = useState('');
  const filters = { circuito: useDebounced(circuit.trim(), SEARCH_DELAY_MS), auto: useDebounced(car.trim(), SEARCH_DELAY_MS) };
  const { data, error, isLoading, mutate } = useStandingRecords(filters);
  const filtered = data ? data.filters.circuito !== '' || data.filters.auto !== '' : false;
  const total = data ? (data.total ?? data.data.length) : null;

  return (
    <div className="records">
      <form className="records__filters" role="search" aria-label="Filtrar récords" onSubmit={(event) => event.preventDefault()}>
        <Input label="Circuito" type="search" placeholder="Todos los circuitos" value={circuit} onChange={(event) => setCircuit(event.target.value)} autoComplete="off" />
        <Input label="Auto" type="search" placeholder="Todos los autos" value={car} onChange={(event) => setCar(event.target.value)} autoComplete="off" />
        {(circuit !== '' || car !== '') && (
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
        {total !== null ? plural(total) : ''}
      </p>
      {error && !data ? (
        <ErrorState message="Error al cargar los récords de pista" onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <SkeletonRows label="Cargando récords de pista..." />
      ) : data && data.data.length === 0 ? (
        <EmptyState
          icon={<Timer size={28} />}
          title={filtered ? 'Sin resultados' : 'Aún no hay récords'}
          message={filtered ? 'Ningún récord coincide con los filtros.' : 'Cuando se registre el primer récord de pista aparecerá aquí.'}
        />
      ) : data ? (
        // A new search, or a first page read again that changed, starts the later pages over.
        <RecordPages key={[data.filters.circuito, data.filters.auto, data.siguiente ?? '', data.data[0]?.id ?? ''].join('\u0001')} filters={data.filters} first={data} />
      ) : null}
      <p className="muted records__note">Fechas en hora de la Ciudad de México.</p>
    </div>
  );
}
