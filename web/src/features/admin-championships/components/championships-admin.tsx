import { CalendarDays, CloudDownload, Medal, Pencil, Plus, Search, Trash2, Trophy, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ADMIN_CHAMPIONSHIPS_PAGE } from '@contracts/championships.contract';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { CursorPagination } from '@/components/ui/pagination';
import { PageLoader } from '@/components/ui/spinner';
import { useDebounced } from '@/lib/use-debounced';
import { formatDay, formatMoney } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import type { ChampionshipView as Championship, RaceView as Race } from '@contracts/championships.views';
import { useAdminChampionshipsPage, useDeleteChampionship, useUpdateChampionship, type ChampionshipFormValues } from '../api/championships';
import { ChampionshipForm } from './championship-form';
import { useChampionshipPaymentMethods, useSaveChampionshipPaymentMethods } from '../api/payment-methods';
import type { MethodChoice } from './payment-methods-admin';
import { withDetail } from './messages';
import { RaceForm } from './race-form';
import { useSaveRace } from './use-save-race';
import './admin-championships.css';
import { es } from '@contracts/spanish-contractions';


/** The inline race editor of the edit modal: Editar opens it, Ocultar closes it. */
function InlineRace({ race }: { race: Race }) {
  const [open, setOpen] = useState(false);
  const { save, fail } = useSaveRace(() => setOpen(false));
  return (
    <li className="inline-race">
      <div className="inline-race__row">
        <span>
          <strong>{race.circuito}</strong> · {formatDay(race.fechaInicio)}
          {race.horaInicio ? ` ${race.horaInicio}` : ''}
        </span>
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)} aria-label={`${open ? 'Ocultar' : 'Editar'} carrera ${race.circuito}`}>
          {open ? 'Ocultar' : 'Editar'}
        </Button>
      </div>
      {open && <RaceForm initial={race} submitText="Guardar carrera" busyText="Guardando..." onSubmit={(v, i) => save(race.id, v, i)} onFailure={fail} />}
    </li>
  );
}

const sameMethods = (a: MethodChoice, b: MethodChoice) => a.oxxo === b.oxxo && a.spei === b.spei && a.msi === b.msi;

export function EditChampionship({ championship, onClose }: { championship: Championship; onClose: () => void }) {
  const { trigger, isMutating: updating } = useUpdateChampionship(championship.id);
  // The payment methods are fields of this form: its one button saves them with the rest.
  const methods = useChampionshipPaymentMethods(championship.id);
  const saveMethods = useSaveChampionshipPaymentMethods(championship.id);
  const busy = updating || saveMethods.isMutating;
  const save = async (values: ChampionshipFormValues, cover: File | null) => {
    await trigger({ values, cover });
    // Saved after the championship, so the reasons the answer gives are those of the new price.
    const choice = values.metodos;
    if (choice && methods.data && Number(values.precio) > 0 && !sameMethods(choice, methods.data.ajustes)) {
      try {
        await saveMethods.trigger(choice);
      } catch (err) {
        toast.error(withDetail('El campeonato se guardó, pero no sus métodos de pago', err), ADMIN_TOAST);
        return;
      }
    }
    toast.success('Campeonato actualizado', ADMIN_TOAST);
    onClose();
  };
  return (
    <Modal open onClose={() => !busy && onClose()} title={`Editar ${championship.nombreCampeonato}`} variant="drawer" size="wide">
      <ChampionshipForm
        initial={championship}
        submitText="Guardar cambios"
        busyText="Guardando..."
        onSubmit={save}
        onFailure={(err) => toast.error(withDetail('Error al actualizar el campeonato', err), ADMIN_TOAST)}
        onCancel={onClose}
        paymentMethods={{ options: methods.data, loadError: Boolean(methods.error), onRetry: () => void methods.mutate() }}
      />
      <section className="admin-form__races" aria-labelledby="edit-races-title">
        <h3 id="edit-races-title">Carreras</h3>
        {championship.carreras.length === 0 ? (
          <p className="muted">No hay carreras asignadas a este campeonato.</p>
        ) : (
          <ul className="inline-races">
            {championship.carreras.map((race) => (
              <InlineRace key={race.id} race={race} />
            ))}
          </ul>
        )}
      </section>
    </Modal>
  );
}

function ChampionshipItem({ c, onEdit, onDelete }: { c: Championship; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="admin-champ card" aria-labelledby={`admin-champ-${c.id}`}>
      <ImageWithPlaceholder src={c.imagenPortada} alt={es`Portada de ${c.nombreCampeonato}`} className="admin-champ__cover" />
      <div className="admin-champ__body">
        <h2 id={`admin-champ-${c.id}`} className="admin-champ__title">
          {c.nombreCampeonato}
        </h2>
        <dl className="admin-champ__facts">
          <div>
            <dt>Categoría</dt>
            <dd>{c.categoria}</dd>
          </div>
          <div>
            <dt>Participantes</dt>
            <dd className="tabular">
              {c.participantesRegistrados} / {c.participantesMaximos}
            </dd>
          </div>
          <div>
            <dt>Precio</dt>
            <dd className="tabular">{formatMoney(c.precio, { withCode: true })}</dd>
          </div>
          <div>
            <dt>Fechas</dt>
            <dd className="tabular">
              {formatDay(c.fechaInicio)} – {formatDay(c.fechaFin)}
            </dd>
          </div>
          {c.iracingLigaId !== null && (
            <div>
              <dt>iRacing</dt>
              <dd className="tabular">
                Liga {c.iracingLigaId}
                {c.iracingTemporadaId !== null ? ` · Temporada ${c.iracingTemporadaId}` : ''}
              </dd>
            </div>
          )}
          <div>
            <dt>Premios</dt>
            <dd>
              1.º {c.premios.primerPuesto} · 2.º {c.premios.segundoPuesto} · 3.º {c.premios.tercerPuesto}
            </dd>
          </div>
        </dl>
        {c.reglas && <p className="admin-champ__rules">{c.reglas}</p>}
        <details className="admin-champ__calendar">
          <summary>
            <CalendarDays size={16} aria-hidden="true" /> Calendario ({c.carreras.length} {c.carreras.length === 1 ? 'carrera' : 'carreras'})
          </summary>
          <ol>
            {c.carreras.map((r) => (
              <li key={r.id}>
                {formatDay(r.fechaInicio)} {r.horaInicio ?? ''} · {r.circuito}
              </li>
            ))}
          </ol>
        </details>
        <div className="admin-champ__actions">
          <LinkButton to={`/admin/campeonatos/${encodeURIComponent(c.id)}/inscritos`} variant="secondary" size="sm" icon={<Users size={16} aria-hidden="true" />} aria-label={es`Inscritos (${c.participantesRegistrados}) de ${c.nombreCampeonato}`}>
            Inscritos ({c.participantesRegistrados})
          </LinkButton>
          <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={onEdit} aria-label={`Editar ${c.nombreCampeonato}`}>
            Editar
          </Button>
          <LinkButton to={`/admin/campeonatos/${encodeURIComponent(c.id)}/puntuacion`} variant="secondary" size="sm" icon={<Medal size={16} aria-hidden="true" />} aria-label={es`Puntuación de ${c.nombreCampeonato}`}>
            Puntuación
          </LinkButton>
          <LinkButton to={`/admin/campeonatos/${encodeURIComponent(c.id)}/iracing`} variant="secondary" size="sm" icon={<CloudDownload size={16} aria-hidden="true" />} aria-label={es`Sesiones de iRacing de ${c.nombreCampeonato}`}>
            Sesiones de iRacing
          </LinkButton>
          <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={onDelete} aria-label={`Eliminar ${c.nombreCampeonato}`}>
            Eliminar
          </Button>
        </div>
      </div>
    </li>
  );
}

const SEARCH_DELAY_MS = 300;

/** /admin/campeonatos: search on the server, a page at a time ('Anterior' / 'Siguiente'), edit with the inline race editor, delete after confirming. */
export function ChampionshipsAdmin() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  // The places of the pages gone through, kept for 'Anterior'; a new search starts again at its first page.
  const [trail, setTrail] = useState<{ query: string; places: string[] }>({ query: '', places: [] });
  const places = trail.query === query ? trail.places : [];
  const { data: answer, error, isLoading, isValidating, mutate } = useAdminChampionshipsPage(query, places[places.length - 1]);
  const data = answer?.data;
  const page = places.length + 1;
  const from = (page - 1) * ADMIN_CHAMPIONSHIPS_PAGE.size + 1;
  const [editing, setEditing] = useState<Championship | null>(null);
  const [toDelete, setToDelete] = useState<Championship | null>(null);
  const { trigger: remove, isMutating: deleting } = useDeleteChampionship();
  const shown = data ?? [];
  // The modal shows the latest copy after an inline race edit.
  const current = editing ? (data?.find((c) => c.id === editing.id) ?? editing) : null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id);
      toast.success('Campeonato eliminado', ADMIN_TOAST);
      // The last championship of a later page gone: the page before.
      if (shown.length === 1 && places.length > 0) setTrail({ query, places: places.slice(0, -1) });
    } catch (err) {
      toast.error(withDetail('Error al eliminar el campeonato', err), ADMIN_TOAST);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="admin-champs-title">
      <header className="admin-page__header">
        <div>
          <h1 id="admin-champs-title">Campeonatos</h1>
          <p>Crea, edita y elimina campeonatos y sus carreras.</p>
        </div>
        <div className="admin-champ__actions">
          <LinkButton to="/admin/campeonatos/inscribir-usuario" variant="secondary" icon={<UserPlus size={18} aria-hidden="true" />}>
            Inscribir usuario
          </LinkButton>
          <LinkButton to="/admin/campeonatos/crear" icon={<Plus size={18} aria-hidden="true" />}>
            Crear campeonato
          </LinkButton>
        </div>
      </header>
      <form className="admin-search" role="search" onSubmit={(e) => e.preventDefault()}>
        <Search className="admin-search__icon" size={18} aria-hidden="true" />
        <Input label="Buscar campeonatos" type="search" placeholder="Nombre, categoría, serie o año" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </form>
      {isLoading && !data ? (
        <PageLoader label="Cargando campeonatos..." />
      ) : error && !data ? (
        <ErrorState message="Error al cargar los campeonatos" onRetry={() => void mutate()} />
      ) : (
        <>
          <p className="admin-count muted" aria-live="polite">
            {page === 1 && !answer?.siguiente
              ? query
                ? `${shown.length} ${shown.length === 1 ? 'campeonato' : 'campeonatos'} para “${query}”`
                : // Everything fits on one page: the total is known.
                  `Mostrando ${shown.length} de ${shown.length} campeonatos`
              : `Campeonatos ${from}–${from + shown.length - 1}${query ? ` para “${query}”` : ''}`}
            {isValidating && data ? ' · Actualizando…' : ''}
          </p>
          {shown.length === 0 ? (
            <EmptyState icon={<Trophy size={28} aria-hidden="true" />} message={query ? `Ningún campeonato coincide con “${query}”.` : 'Aún no hay campeonatos.'} />
          ) : (
            <ul className="admin-champs">
              {shown.map((c) => (
                <ChampionshipItem key={c.id} c={c} onEdit={() => setEditing(c)} onDelete={() => setToDelete(c)} />
              ))}
            </ul>
          )}
          <CursorPagination
            page={page}
            hasNext={Boolean(answer?.siguiente)}
            onPrevious={() => setTrail({ query, places: places.slice(0, -1) })}
            onNext={() => answer?.siguiente && setTrail({ query, places: [...places, answer.siguiente] })}
          />
        </>
      )}
      {current && <EditChampionship championship={current} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar campeonato?"
        message={
          toDelete && (
            <p>
              Se eliminará <strong>{toDelete.nombreCampeonato}</strong> con todas sus carreras. No se puede deshacer. Un campeonato con inscritos o pagos no se
              puede eliminar: retira antes sus inscripciones en Inscritos.
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
