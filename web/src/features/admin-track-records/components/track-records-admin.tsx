import { Pencil, Plus, Search, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { TRACK_RECORD_MSG } from '@contracts/track-records.messages';
import type { TrackRecordView as TrackRecord } from '@contracts/track-records.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Input } from '@/components/ui/input';
import { CursorPagination } from '@/components/ui/pagination';
import { Table, type Column } from '@/components/ui/table';
import { messageOf } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDebounced } from '@/lib/use-debounced';
import { TRACK_RECORDS_PAGE } from '@contracts/track-records.contract';
import { useAdminRecords, useDeleteRecord } from '../api/admin-track-records';
import { RecordFormModal } from './record-form-modal';
import { SuggestionsSection } from './suggestions-section';
import './admin-track-records.css';

const holderName = (r: TrackRecord) => (r.user ? `${r.user.nombre} ${r.user.apellido}`.trim() : 'Cuenta eliminada');
const SEARCH_DELAY_MS = 300;
const describe = (r: TrackRecord) => `${r.lapTime} de ${holderName(r)} en ${r.circuit} con ${r.car}`;

/**
 * /admin/track-records: the records by circuit, car and time, a page at a time ('Anterior' /
 * 'Siguiente'), searched on the server; created, edited, deleted after confirming; and the
 * suggestions from results.
 */
export function TrackRecordsAdmin() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // The places of the pages gone through, kept for 'Anterior'; a new search starts again at its first page.
  const [trail, setTrail] = useState<{ query: string; places: string[] }>({ query: '', places: [] });
  const places = trail.query === query ? trail.places : [];
  const { data: answer, error, isValidating, mutate } = useAdminRecords(query, places[places.length - 1]);
  const data = answer?.data;
  const page = places.length + 1;
  const from = (page - 1) * TRACK_RECORDS_PAGE.size + 1;
  const [editing, setEditing] = useState<TrackRecord | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<TrackRecord | null>(null);
  const { trigger: remove, isMutating: deleting } = useDeleteRecord();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id);
      // A later page left empty by the deletion goes back to the page before it.
      if (places.length > 0 && data?.length === 1) setTrail({ query, places: places.slice(0, -1) });
      toast.success(TRACK_RECORD_MSG.deleted, ADMIN_TOAST);
    } catch (err) {
      toast.error(`Error: ${messageOf(err, 'No se pudo eliminar el récord')}`, ADMIN_TOAST);
    } finally {
      setToDelete(null);
    }
  };

  const columns: Column<TrackRecord>[] = [
    { key: 'circuito', header: 'Circuito', render: (r) => r.circuit },
    { key: 'auto', header: 'Auto', render: (r) => r.car },
    { key: 'tiempo', header: 'Tiempo', numeric: true, render: (r) => <strong>{r.lapTime}</strong> },
    {
      key: 'piloto',
      header: 'Piloto',
      render: (r) => (
        <span className="records-admin__holder">
          <span>{holderName(r)}</span>
          {r.user?.email && <span className="muted records-admin__email">{r.user.email}</span>}
        </span>
      ),
    },
    { key: 'fecha', header: 'Fecha', numeric: true, render: (r) => formatDay(r.recordDate) },
    { key: 'origen', header: 'Origen', render: (r) => (r.origen === 'resultados' ? <Badge tone="accent">Desde resultados</Badge> : <Badge>Manual</Badge>) },
    {
      key: 'acciones',
      actions: true,
      header: <span className="visually-hidden">Acciones</span>,
      label: '',
      align: 'end',
      render: (r) => (
        <span className="records-admin__actions">
          <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(r)} aria-label={`Editar el récord ${describe(r)}`}>
            Editar
          </Button>
          <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setToDelete(r)} aria-label={`Eliminar el récord ${describe(r)}`}>
            Eliminar
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="records-admin" aria-labelledby="records-admin-title">
      <header className="admin-page__header">
        <div>
          <h1 id="records-admin-title">Récords de pista</h1>
          <p>El mejor tiempo de vuelta de cada circuito y auto. La página pública muestra el más rápido de cada combinación.</p>
        </div>
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Nuevo récord
        </Button>
      </header>
      <SuggestionsSection />
      <form className="records-admin__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <Search className="records-admin__search-icon" size={18} aria-hidden="true" />
        <Input label="Buscar récords" type="search" placeholder="Circuito, auto o piloto" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      </form>
      <p className="muted records-admin__count" aria-live="polite">
        {data && !error
          ? page === 1 && !answer.siguiente
            ? `${data.length} ${data.length === 1 ? 'récord' : 'récords'}${query ? ` para “${query}”` : ''}`
            : `Récords ${from}–${from + data.length - 1}${query ? ` para “${query}”` : ''}`
          : ''}
        {isValidating && data ? ' · Actualizando…' : ''}
      </p>
      <ListStates
        data={data}
        error={error}
        onRetry={mutate}
        loadingLabel="Cargando récords de pista..."
        errorMessage="Error al cargar los récords de pista"
        isEmpty={(records) => records.length === 0}
        empty={
          <EmptyState
            icon={<Timer size={28} />}
            title={query ? 'Sin resultados' : 'Aún no hay récords'}
            message={query ? `Ningún récord coincide con “${query}”.` : 'Crea el primero con «Nuevo récord» o acepta una sugerencia de los resultados.'}
          />
        }
      >
        {(records) => <Table columns={columns} rows={records} rowKey={(r) => r.id} caption="Lista de récords de pista" />}
      </ListStates>
      {answer && !error && (
        <CursorPagination
          page={page}
          hasNext={answer.siguiente !== null}
          onPrevious={() => setTrail({ query, places: places.slice(0, -1) })}
          onNext={() => answer.siguiente && setTrail({ query, places: [...places, answer.siguiente] })}
        />
      )}
      {editing && (
        <RecordFormModal
          record={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar récord?"
        message={toDelete && <p>Se eliminará el récord <strong>{describe(toDelete)}</strong>. No se puede deshacer.</p>}
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
