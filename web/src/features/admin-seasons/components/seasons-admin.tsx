import { CalendarPlus, Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ChampionshipView } from '@contracts/championships.views';
import type { SeasonStatusView, SeriesView } from '@contracts/seasons.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Modal } from '@/components/ui/modal';
import { CursorPagination } from '@/components/ui/pagination';
import { PageLoader } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDeleteSeries, useEdition, useSeasonAction, useSeasonChampionships, useSeasonStatus, useSeries, type SeasonAction } from '../api/seasons';
import { EditionForm, FAILED, ReopenForm, SeriesForm } from './season-forms';
import './seasons-admin.css';
import { es } from '@contracts/spanish-contractions';

/** What closing a season freezes, said before it is done. */
const CLOSING_WARNING =
  'Se congelará la clasificación final de cada grupo y de los equipos tal como está ahora, y quedarán registrados los podios. Mientras esté cerrada no se podrán importar ni borrar resultados, aplicar sanciones, cambiar el reglamento de puntuación ni cambiar sus carreras. No se envía ningún correo; podrás reabrirla indicando el motivo.';

/** What 'Preparar la siguiente temporada' makes and whom it e-mails, said before it is done. */
function nextSeasonWarning(next: NonNullable<SeasonStatusView['siguiente']>): string[] {
  const races = next.carreras === 1 ? 'su carrera' : `sus ${next.carreras} carreras`;
  const days = next.diasPrioridad === 1 ? '1 día' : `${next.diasPrioridad} días`;
  const mail =
    next.avisados === 0
      ? 'No hay pilotos inscritos en esta temporada: no se envía ningún correo.'
      : next.avisados === 1
        ? `Se enviará un correo al único piloto de esta temporada: durante ${days} solo él podrá inscribirse.`
        : `Se enviará un correo a los ${next.avisados} pilotos de esta temporada: durante ${days} solo ellos podrán inscribirse.`;
  return [`Se creará «${next.nombreCampeonato}» (Temporada ${next.temporada}) con ${races} un año después, el mismo día de la semana y a la misma hora.`, mail];
}

/** The series, each edited in a modal or deleted after confirming (the server refuses one with editions). */
function SeriesList({ series }: { series: SeriesView[] }) {
  const [editing, setEditing] = useState<SeriesView | null>(null);
  const [toDelete, setToDelete] = useState<SeriesView | null>(null);
  const { trigger: remove, isMutating: deleting } = useDeleteSeries();
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      toast.success((await remove(toDelete.id)).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(messageOf(err, FAILED), ADMIN_TOAST);
    } finally {
      setToDelete(null);
    }
  };
  return (
    <>
      <ul className="seasons-admin__series" aria-label="Series">
        {series.map((s) => (
          <li key={s.id} className="seasons-admin__series-item">
            <ImageWithPlaceholder src={s.logoUrl} alt={es`Logo de ${s.nombre}`} className="seasons-admin__logo" />
            <div className="seasons-admin__series-info">
              <strong>{s.nombre}</strong> <span className="muted">{s.categoria} · {s.ediciones === 1 ? '1 temporada' : `${s.ediciones} temporadas`}</span>
            </div>
            <div className="seasons-admin__actions">
              <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(s)} aria-label={`Editar ${s.nombre}`}>
                Editar
              </Button>
              <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setToDelete(s)} aria-label={`Eliminar ${s.nombre}`}>
                Eliminar
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <Modal open onClose={() => setEditing(null)} title={`Editar ${editing.nombre}`}>
          <SeriesForm
            series={editing}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar serie?"
        message={
          toDelete && (
            <p>
              Se eliminará <strong>{toDelete.nombre}</strong> y su logo. No se puede deshacer.
              {toDelete.ediciones > 0 && ' Tiene temporadas: el servidor no la eliminará mientras las tenga.'}
            </p>
          )
        }
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/** One championship: its series and season, and its season's closing, reopening and next edition. */
function ChampionshipSeason({ championship, series }: { championship: ChampionshipView; series: SeriesView[] }) {
  const edition = useEdition(championship.id);
  const status = useSeasonStatus(championship.id);
  const [reopening, setReopening] = useState(false);
  const [confirming, setConfirming] = useState<'cerrar' | 'siguiente' | null>(null);
  const { trigger, isMutating } = useSeasonAction(championship.id);
  const [acting, setActing] = useState<SeasonAction['action'] | null>(null);
  const busy = isMutating ? acting : null;
  const titleId = `temporada-${championship.id}`;

  /** Does one action; a refusal is said in a toast, and handed to the form that asked (its fields' messages). */
  const act = async (arg: SeasonAction, onRefused?: (error: unknown) => void) => {
    setActing(arg.action);
    try {
      toast.success((await trigger(arg)).message, ADMIN_TOAST);
      return true;
    } catch (err) {
      onRefused?.(err);
      toast.error(messageOf(err, FAILED), ADMIN_TOAST);
      return false;
    }
  };

  const state = status.data;
  return (
    <li className="card seasons-admin__item" aria-labelledby={titleId}>
      <div className="seasons-admin__head">
        <h3 id={titleId}>{championship.nombreCampeonato}</h3>
        {state?.cerrada ? <Badge tone="premium">Temporada cerrada</Badge> : <Badge tone="neutral">Temporada abierta</Badge>}
      </div>
      <EditionForm
        startsOn={championship.fechaInicio}
        series={series}
        edition={edition.data}
        busy={busy === 'edicion'}
        onSave={(fields, onRefused) => act({ action: 'edicion', ...fields }, onRefused)}
      />
      {state && (
        <div className="seasons-admin__actions">
          {state.cerrada ? (
            <Button variant="secondary" icon={<LockOpen size={16} aria-hidden="true" />} onClick={() => setReopening(true)}>
              Reabrir temporada
            </Button>
          ) : (
            <Button icon={<Lock size={16} aria-hidden="true" />} disabled={state.impedimento !== null} busy={busy === 'cerrar'} busyText="Cerrando..." onClick={() => setConfirming('cerrar')}>
              Cerrar temporada
            </Button>
          )}
          <Button variant="secondary" icon={<CalendarPlus size={16} aria-hidden="true" />} disabled={!edition.data} busy={busy === 'siguiente'} busyText="Preparando..." onClick={() => (state.siguiente ? setConfirming('siguiente') : void act({ action: 'siguiente' }))}>
            Preparar la siguiente temporada
          </Button>
          {state.impedimento && <p className="seasons-admin__reason">{state.impedimento}</p>}
          {state.cerrada && state.podios.length > 0 && (
            <p className="seasons-admin__champions">
              Campeones: {state.podios.filter((p) => p.posicion === 1).map((p) => `${p.grupo}: ${p.nombre}`).join(' · ')}
            </p>
          )}
          {state.registro.length > 0 && (
            <ol className="seasons-admin__log" aria-label={es`Registro de cierres de ${championship.nombreCampeonato}`}>
              {state.registro.map((e) => (
                <li key={`${e.accion}-${e.en}`}>
                  {e.accion === 'cerrar' ? 'Cerrada' : 'Reabierta'} por {e.quien} el {e.enTexto}
                  {e.motivo ? `: ${e.motivo}` : ''}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming === 'cerrar'}
        title={es`Cerrar la temporada de ${championship.nombreCampeonato}`}
        message={<p>{CLOSING_WARNING}</p>}
        confirmText="Cerrar temporada"
        busyText="Cerrando..."
        busy={busy === 'cerrar'}
        tone="primary"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void act({ action: 'cerrar' }).then(() => setConfirming(null))}
      />
      {state?.siguiente && (
        <ConfirmDialog
          open={confirming === 'siguiente'}
          title={`Preparar ${state.siguiente.nombreCampeonato}`}
          message={nextSeasonWarning(state.siguiente).map((line) => (
            <p key={line}>{line}</p>
          ))}
          confirmText="Preparar la siguiente temporada"
          busyText="Preparando..."
          busy={busy === 'siguiente'}
          tone="primary"
          onCancel={() => setConfirming(null)}
          onConfirm={() => void act({ action: 'siguiente' }).then(() => setConfirming(null))}
        />
      )}
      <ReopenForm
        open={reopening}
        title={`Reabrir ${championship.nombreCampeonato}`}
        busy={busy === 'reabrir'}
        onClose={() => setReopening(false)}
        onReopen={(motivo, onRefused) => act({ action: 'reabrir', motivo }, onRefused)}
      />
    </li>
  );
}

/** /admin/temporadas: series, each championship's series and season, closing, reopening and the next edition. */
export function SeasonsAdmin() {
  const series = useSeries();
  // The places of the pages gone through, kept for 'Anterior' (docs/adr/0065).
  const [places, setPlaces] = useState<string[]>([]);
  const championships = useSeasonChampionships(places[places.length - 1]);
  const shown = championships.data?.data;
  return (
    <section aria-labelledby="admin-seasons-title">
      <header className="admin-page__header">
        <div>
          <h1 id="admin-seasons-title">Series y temporadas</h1>
          <p>Cada campeonato es una temporada de su serie. Cierra la temporada al terminar y prepara la siguiente en un paso.</p>
        </div>
      </header>
      <div className="seasons-admin">
        <section className="card" aria-labelledby="new-series-title">
          <h2 id="new-series-title">Nueva serie</h2>
          <SeriesForm />
          {series.data && series.data.length > 0 && <SeriesList series={series.data} />}
        </section>
        <section aria-labelledby="season-championships-title">
          <h2 id="season-championships-title">Campeonatos</h2>
          {(championships.isLoading && !championships.data) || (series.isLoading && !series.data) ? (
            <PageLoader label="Cargando temporadas..." />
          ) : championships.error && !championships.data ? (
            <ErrorState message={messageOf(championships.error, 'No se pudieron cargar los campeonatos')} onRetry={() => void championships.mutate()} />
          ) : shown && shown.length === 0 ? (
            <EmptyState message="No hay campeonatos." />
          ) : (
            <>
              <ul className="seasons-admin__list">
                {shown?.map((c) => (
                  <ChampionshipSeason key={c.id} championship={c} series={series.data ?? []} />
                ))}
              </ul>
              <CursorPagination
                page={places.length + 1}
                hasNext={Boolean(championships.data?.siguiente)}
                onPrevious={() => setPlaces(places.slice(0, -1))}
                onNext={() => championships.data?.siguiente && setPlaces([...places, championships.data.siguiente])}
              />
            </>
          )}
        </section>
      </div>
    </section>
  );
}
