import { CalendarDays, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Modal } from '@/components/ui/modal';
import { CursorPagination } from '@/components/ui/pagination';
import { Table, type Column } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useCurrentEvents, usePastEvents } from '../api/get-single-events';
import { useDeleteSingleEvent, useUpdateSingleEvent } from '../api/manage-single-events';
import type { SingleEventView as SingleEvent } from '@contracts/single-events.views';
import { EventForm, eventToForm } from './event-form';
import { eventDate, eventTime, placesText } from './event-format';
import './admin-single-events.css';
import { es } from '@contracts/spanish-contractions';

const detailOf = (err: unknown) => (err instanceof ApiError && err.fromServer && err.status < 500 ? `: ${err.message}` : '');

function sessionsText(event: SingleEvent): string {
  const parts = [
    event.hasPractice ? `Práctica ${event.practiceDuration} min` : '',
    event.hasQualy ? `Clasificación ${event.qualyDuration} min` : '',
    event.hasRace ? `Carrera ${event.raceDuration} min` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Sin sesiones';
}

/**
 * The events already run, a page at a time, the latest first, with 'Anterior' and 'Siguiente': the
 * admin's list never reads every event (docs/adr/0066). Each page is asked by the place the one before ended.
 */
function PastEventsTable({ count, columns }: { count: number; columns: Column<SingleEvent>[] }) {
  // The places of the pages seen so far: '' is the first; going back is going to an earlier place.
  const [places, setPlaces] = useState<string[]>(['']);
  const { data, error, mutate } = usePastEvents(places[places.length - 1]!);
  return (
    <section className="admin-events__past" aria-labelledby="admin-events-past-title">
      <h2 id="admin-events-past-title">
        Eventos anteriores <span className="muted">({count === 1 ? '1 evento' : `${count} eventos`})</span>
      </h2>
      <ListStates
        data={data}
        error={error}
        onRetry={mutate}
        loadingLabel="Cargando eventos anteriores..."
        loadingRows={4}
        errorMessage="Error al cargar los eventos anteriores"
        isEmpty={(page) => page.data.length === 0 && places.length === 1}
        empty={<p className="muted">No hay eventos anteriores.</p>}
      >
        {(page) => <Table columns={columns} rows={page.data} rowKey={(event) => event.id} caption="Eventos únicos anteriores" />}
      </ListStates>
      <CursorPagination
        page={places.length}
        hasNext={data?.siguiente != null}
        onPrevious={() => setPlaces(places.slice(0, -1))}
        onNext={() => data?.siguiente != null && setPlaces([...places, data.siguiente])}
      />
    </section>
  );
}

/** /admin/eventos-unicos: the events to come, then those already run by pages; edit in a dialog, delete after confirming. */
export function AdminEventsList() {
  const { data: answer, error, mutate } = useCurrentEvents();
  const [editing, setEditing] = useState<SingleEvent | null>(null);
  const [toDelete, setToDelete] = useState<SingleEvent | null>(null);
  const { trigger: deleteSingleEvent, isMutating: deleting } = useDeleteSingleEvent();
  const { trigger: updateSingleEvent } = useUpdateSingleEvent();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteSingleEvent(toDelete.id);
      toast.success('Evento único eliminado', ADMIN_TOAST);
    } catch (err) {
      toast.error(`Error al eliminar el evento único${detailOf(err)}`, ADMIN_TOAST);
    } finally {
      setToDelete(null);
    }
  };

  const columns: Column<SingleEvent>[] = [
    {
      key: 'evento',
      header: 'Evento',
      render: (event) => (
        <span className="admin-events__event">
          <ImageWithPlaceholder src={event.imagenPortada} alt={es`Portada de ${event.nombre}`} className="admin-events__thumb" />
          <Link to={`/eventos-unicos/${event.id}`} className="admin-events__name">
            {event.nombre}
          </Link>
        </span>
      ),
    },
    { key: 'fecha', header: 'Fecha', numeric: true, render: (event) => `${eventDate(event)} ${eventTime(event)}` },
    { key: 'participantes', header: 'Participantes', numeric: true, render: (event) => placesText(event) },
    { key: 'sesiones', header: 'Sesiones', render: sessionsText },
    { key: 'incidentes', header: 'Incidentes', numeric: true, render: (event) => event.incidents ?? 'No especificado' },
    {
      key: 'acciones',
      actions: true,
      header: <span className="visually-hidden">Acciones</span>,
      label: '',
      align: 'end',
      render: (event) => (
        <span className="admin-events__actions">
          <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(event)} aria-label={`Editar ${event.nombre}`}>
            Editar
          </Button>
          <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setToDelete(event)} aria-label={`Eliminar ${event.nombre}`}>
            Eliminar
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-events-title">
      <header className="admin-page__header">
        <div>
          <h1 id="admin-events-title">Eventos Únicos</h1>
          <p>Eventos gratuitos de una sola fecha: fecha, lugares, sesiones y reglas.</p>
        </div>
        <LinkButton to="/admin/eventos-unicos/crear" icon={<Plus size={18} aria-hidden="true" />}>
          Crear evento
        </LinkButton>
      </header>
      <ListStates
        data={answer}
        error={error}
        onRetry={mutate}
        loadingLabel="Cargando eventos..."
        loadingRows={4}
        errorMessage="Error al cargar los eventos únicos"
        isEmpty={(current) => current.data.length === 0 && current.anteriores === 0}
        empty={
          <EmptyState
            icon={<CalendarDays size={28} />}
            title="Aún no hay eventos únicos"
            message="Crea el primero y aparecerá en la página de inicio."
            action={
              <LinkButton to="/admin/eventos-unicos/crear" icon={<Plus size={18} aria-hidden="true" />}>
                Crear evento
              </LinkButton>
            }
          />
        }
      >
        {({ data: events, anteriores }) => (
          <>
            <p className="muted">{events.length === 1 ? '1 evento por venir' : `${events.length} eventos por venir`}</p>
            {events.length > 0 ? (
              <Table columns={columns} rows={events} rowKey={(event) => event.id} caption="Lista de eventos únicos" />
            ) : (
              <p>No hay eventos por venir.</p>
            )}
            {anteriores > 0 && <PastEventsTable count={anteriores} columns={columns} />}
          </>
        )}
      </ListStates>

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing ? `Editar ${editing.nombre}` : 'Editar evento'} size="wide">
        {editing && (
          <EventForm
            key={editing.id}
            initial={eventToForm(editing)}
            currentCover={editing.imagenPortada}
            headingLevel={3}
            failureText="Error al actualizar el evento único"
            submitText="Guardar cambios"
            busyText="Guardando..."
            onFailure={(message) => toast.error(message === 'Error al actualizar el evento único' ? message : `Error al actualizar el evento único: ${message}`, ADMIN_TOAST)}
            onSubmit={async (input) => {
              await updateSingleEvent({ id: editing.id, input });
              toast.success('Evento único actualizado', ADMIN_TOAST);
              setEditing(null);
            }}
            cancel={
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancelar
              </Button>
            }
          />
        )}
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar evento único?"
        message={
          toDelete && (
            <p>
              Se eliminará <strong>{toDelete.nombre}</strong>
              {toDelete.participantes.length > 0
                ? ` y las inscripciones de sus ${toDelete.participantes.length === 1 ? 'un participante' : `${toDelete.participantes.length} participantes`}`
                : ''}
              . No se puede deshacer.
            </p>
          )
        }
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
