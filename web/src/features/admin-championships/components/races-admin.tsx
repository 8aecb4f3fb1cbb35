import { ArrowDown, ArrowUp, Flag, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { RACE_STATE_LABELS } from '@contracts/championships.messages';
import { matchesSearch } from '@contracts/search-text';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { CursorPagination } from '@/components/ui/pagination';
import { PageLoader } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { formatDay } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { ADMIN_TOAST } from '@/lib/toast-options';
import type { RaceListItemView as Race, RaceState } from '@contracts/championships.views';
import { getRaces, useAdminRacesPage, useDeleteRace, useRaces, useSetRoundOrder } from '../api/races';
import { withDetail } from './messages';
import { RaceForm } from './race-form';
import { useSaveRace } from './use-save-race';
import './admin-championships.css';

const STATE_TONES: Record<RaceState, BadgeTone> = { activa: 'accent', finalizada: 'success', pendiente: 'warning', cancelada: 'danger' };
const SEARCH_DELAY_MS = 300;

/**
 * /admin/carreras: search by circuit, filter by ?campeonatoId=, create, edit in a modal, delete. With
 * a championship chosen, its calendar, searched here; with none, every championship's races a page at
 * a time ('Anterior' / 'Siguiente'), searched on the server (docs/adr/0065's addendum), never every race ever.
 */
export function RacesAdmin() {
  const [params, setParams] = useSearchParams();
  const campeonatoId = params.get('campeonatoId') ?? '';
  const one = useRaces(campeonatoId || null);
  const [search, setSearch] = useState('');
  const term = search.trim();
  const query = useDebounced(term, SEARCH_DELAY_MS);
  // The places of the pages gone through, kept for 'Anterior'; a new search or choosing a championship starts again at the first page.
  const [trail, setTrail] = useState<{ query: string; places: string[] }>({ query: '', places: [] });
  const places = trail.query === query ? trail.places : [];
  const setPlaces = (next: string[]) => setTrail({ query, places: next });
  const paged = useAdminRacesPage(campeonatoId ? null : (places[places.length - 1] ?? undefined), query);
  const data = campeonatoId ? one.data : paged.data?.data;
  const error: unknown = campeonatoId ? one.error : paged.error;
  const isLoading = campeonatoId ? one.isLoading : paged.isLoading;
  const mutate = () => (campeonatoId ? one.mutate() : paged.mutate());
  const pageNumber = places.length + 1;
  const [editing, setEditing] = useState<Race | null>(null);
  const { busy, save, fail } = useSaveRace(() => setEditing(null));
  const [toDelete, setToDelete] = useState<Race | null>(null);
  const { trigger: remove, isMutating: deleting } = useDeleteRace();
  const { trigger: reorder, isMutating: reordering } = useSetRoundOrder();
  // A championship's calendar is searched here; every championship's races come searched from the
  // server, and the rows shown also hold what is typed while its answer is on its way.
  const shown = (data ?? []).filter((r) => matchesSearch(term, r.circuito));
  // Each championship's races in round order (the list comes in the calendar's order; a page holds part of a calendar).
  const roundsOf = new Map<string, Race[]>();
  for (const r of data ?? []) roundsOf.set(r.campeonato, [...(roundsOf.get(r.campeonato) ?? []), r]);
  /** The race of the same championship and start next to `r` (-1 before, +1 after): only those may swap rounds. */
  const sameStartNeighbour = (r: Race, step: -1 | 1) => {
    const rounds = roundsOf.get(r.campeonato) ?? [];
    const other = rounds[rounds.findIndex((x) => x.id === r.id) + step];
    // The next round (a searched page may leave out a race between them).
    return other && other.inicio === r.inicio && other.ronda === r.ronda + step ? other : null;
  };

  const move = async (r: Race, step: -1 | 1) => {
    const other = sameStartNeighbour(r, step);
    if (!other) return;
    try {
      // The new order names every race of the championship once: a page holds only some, so its calendar is read.
      const calendar = campeonatoId ? (roundsOf.get(r.campeonato) ?? []) : await getRaces(r.campeonato);
      const order = calendar.map((x) => (x.id === r.id ? other.id : x.id === other.id ? r.id : x.id));
      await reorder({ campeonatoId: r.campeonato, carreraIds: order });
      toast.success(`${r.circuito} es ahora la ronda ${other.ronda}`, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail('Error al cambiar el orden de las rondas', err), ADMIN_TOAST);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id);
      toast.success('Carrera eliminada', ADMIN_TOAST);
      // The last race of a later page gone: the page before.
      if (!campeonatoId && data?.length === 1 && places.length > 0) setPlaces(places.slice(0, -1));
    } catch (err) {
      toast.error(withDetail('Error al eliminar la carrera', err), ADMIN_TOAST);
    } finally {
      setToDelete(null);
    }
  };

  const columns: Column<Race>[] = [
    { key: 'ronda', header: 'Ronda', numeric: true, render: (r) => r.ronda },
    { key: 'circuito', header: 'Circuito', render: (r) => <strong>{r.circuito}</strong> },
    { key: 'campeonato', header: 'Campeonato', render: (r) => r.nombreCampeonato ?? '' },
    { key: 'fecha', header: 'Fecha', numeric: true, render: (r) => `${formatDay(r.fechaInicio)}${r.horaInicio ? ` ${r.horaInicio}` : ''}` },
    { key: 'clima', header: 'Clima', render: (r) => r.clima },
    { key: 'estado', header: 'Estado', render: (r) => <Badge tone={STATE_TONES[r.estado]}>{RACE_STATE_LABELS[r.estado] ?? 'Pendiente'}</Badge> },
    {
      key: 'acciones',
      actions: true,
      header: <span className="visually-hidden">Acciones</span>,
      label: '',
      align: 'end',
      render: (r) => (
        <span className="admin-row-actions">
          {sameStartNeighbour(r, -1) && (
            <Button variant="ghost" size="sm" icon={<ArrowUp size={16} aria-hidden="true" />} disabled={reordering} onClick={() => void move(r, -1)} aria-label={`Subir ${r.circuito} a la ronda ${r.ronda - 1}`}>
              Subir
            </Button>
          )}
          {sameStartNeighbour(r, 1) && (
            <Button variant="ghost" size="sm" icon={<ArrowDown size={16} aria-hidden="true" />} disabled={reordering} onClick={() => void move(r, 1)} aria-label={`Bajar ${r.circuito} a la ronda ${r.ronda + 1}`}>
              Bajar
            </Button>
          )}
          <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(r)} aria-label={`Editar carrera ${r.circuito}`}>
            Editar
          </Button>
          <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setToDelete(r)} aria-label={`Eliminar carrera ${r.circuito}`}>
            Eliminar
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-races-title">
      <header className="admin-page__header">
        <div>
          <h1 id="admin-races-title">Carreras</h1>
          <p>El calendario de cada campeonato. Las carreras a la misma fecha y hora se numeran en el orden que elijas con Subir y Bajar.</p>
        </div>
        <LinkButton to={`/admin/carreras/crear${campeonatoId ? `?campeonatoId=${encodeURIComponent(campeonatoId)}` : ''}`} icon={<Plus size={18} aria-hidden="true" />}>
          Nueva Carrera
        </LinkButton>
      </header>
      <div className="admin-filters">
        <form className="admin-search" role="search" onSubmit={(e) => e.preventDefault()}>
          <Search className="admin-search__icon" size={18} aria-hidden="true" />
          <Input label="Buscar por circuito" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </form>
        <ChampionshipPicker
          label="Campeonato"
          placeholder="Todos los campeonatos"
          hint="Vacío: todos los campeonatos."
          value={campeonatoId}
          onChange={(next) => {
            setPlaces([]);
            setParams(next ? { campeonatoId: next } : {});
          }}
        />
      </div>
      {isLoading && !data ? (
        <PageLoader label="Cargando carreras..." />
      ) : error && !data ? (
        <ErrorState message="Error al cargar las carreras" onRetry={() => void mutate()} />
      ) : (
        <>
          {shown.length === 0 ? (
            <EmptyState icon={<Flag size={28} aria-hidden="true" />} message={term ? `Ninguna carrera coincide con “${term}”.` : 'No hay carreras todavía.'} />
          ) : (
            <Table columns={columns} rows={shown} rowKey={(r) => r.id} caption="Lista de carreras" />
          )}
          {!campeonatoId && (
            <CursorPagination
              page={pageNumber}
              hasNext={Boolean(paged.data?.siguiente)}
              onPrevious={() => setPlaces(places.slice(0, -1))}
              onNext={() => paged.data?.siguiente && setPlaces([...places, paged.data.siguiente])}
            />
          )}
        </>
      )}
      {editing && (
        <Modal open onClose={() => !busy && setEditing(null)} title={`Editar carrera ${editing.circuito}`} variant="drawer" size="wide">
          <RaceForm initial={editing} submitText="Guardar carrera" busyText="Guardando..." onSubmit={(v, i) => save(editing.id, v, i)} onFailure={fail} onCancel={() => setEditing(null)} />
        </Modal>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar carrera?"
        message={toDelete && <p>Se eliminará la carrera en <strong>{toDelete.circuito}</strong>. No se puede deshacer.</p>}
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
