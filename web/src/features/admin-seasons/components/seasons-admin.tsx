import { CalendarPlus, Lock, LockOpen, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ChampionshipView } from '@contracts/championships.views';
import type { SeasonStatusView, SeriesView } from '@contracts/seasons.views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ImagePicker } from '@/components/ui/image-picker';
import { ImageWithPlaceholder } from '@/components/ui/image-with-placeholder';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { PageLoader } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useDeleteSeries, useEdition, useSaveSeries, useSeasonAction, useSeasonChampionships, useSeasonStatus, useSeries, type SeasonAction } from '../api/seasons';
import './seasons-admin.css';
import { es } from '@contracts/spanish-contractions';

const FAILED = 'No se pudo completar la operación';

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

/** A new series, or one to edit: name, category, description and logo (optional, replaces the current one). */
function SeriesForm({ series, onDone, onCancel }: { series?: SeriesView; onDone?: () => void; onCancel?: () => void }) {
  const [nombre, setNombre] = useState(series?.nombre ?? '');
  const [categoria, setCategoria] = useState(series?.categoria ?? '');
  const [descripcion, setDescripcion] = useState(series?.descripcion ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { trigger, isMutating: busy } = useSaveSeries();
  const submit = async () => {
    try {
      const res = await trigger({ serieId: series?.id, nombre: nombre.trim(), categoria: categoria.trim(), descripcion: descripcion.trim(), logo });
      toast.success(res.message, ADMIN_TOAST);
      setErrors({});
      if (!series) {
        setNombre('');
        setCategoria('');
        setDescripcion('');
        setLogo(null);
        setPickerKey((k) => k + 1);
      }
      onDone?.();
    } catch (err) {
      const fieldErrors = (err as { errors?: Record<string, string> }).errors;
      if (fieldErrors) setErrors(fieldErrors);
      toast.error(messageOf(err, FAILED), ADMIN_TOAST);
    }
  };
  return (
    <form
      className="seasons-admin__series-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input label="Nombre de la serie" required value={nombre} onChange={(e) => setNombre(e.target.value)} error={errors.nombre} />
      <Input label="Categoría" required value={categoria} onChange={(e) => setCategoria(e.target.value)} error={errors.categoria} />
      <Textarea label="Descripción" rows={2} value={descripcion} onChange={(e) => setDescripcion(e.target.value)} error={errors.descripcion} />
      <ImagePicker
        key={pickerKey}
        label={series ? 'Logo (opcional, reemplaza el actual)' : 'Logo (opcional)'}
        currentUrl={series?.logoUrl}
        alt={es`Logo de ${nombre || 'la serie'}`}
        onChange={setLogo}
        error={errors.logo}
        buttonText="Elegir logo"
      />
      <div className="seasons-admin__modal-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancelar
          </Button>
        )}
        <Button type="submit" icon={series ? <Save size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />} busy={busy} busyText="Guardando...">
          {series ? 'Guardar cambios' : 'Crear serie'}
        </Button>
      </div>
    </form>
  );
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
  const [serieId, setSerieId] = useState<string | null>(null);
  const [temporada, setTemporada] = useState<string | null>(null);
  const [reopening, setReopening] = useState(false);
  const [confirming, setConfirming] = useState<'cerrar' | 'siguiente' | null>(null);
  const [motivo, setMotivo] = useState('');
  const [motivoError, setMotivoError] = useState<string | undefined>();
  const { trigger, isMutating } = useSeasonAction(championship.id);
  const [acting, setActing] = useState<SeasonAction['action'] | null>(null);
  const busy = isMutating ? acting : null;
  const chosenSerie = serieId ?? edition.data?.serieId ?? '';
  const chosenSeason = temporada ?? String(edition.data?.temporada ?? new Date(championship.fechaInicio).getUTCFullYear());
  const titleId = `temporada-${championship.id}`;

  const act = async (arg: SeasonAction) => {
    setActing(arg.action);
    try {
      toast.success((await trigger(arg)).message, ADMIN_TOAST);
      return true;
    } catch (err) {
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
      <div className="seasons-admin__edition">
        <Select label="Serie" placeholder="Sin serie" value={chosenSerie} onChange={(e) => setSerieId(e.target.value)} options={series.map((s) => ({ value: s.id, label: s.nombre }))} />
        <Input label="Temporada" type="number" inputMode="numeric" min={2000} max={2100} value={chosenSeason} onChange={(e) => setTemporada(e.target.value)} />
        <Button
          variant="secondary"
          icon={<Save size={16} aria-hidden="true" />}
          busy={busy === 'edicion'}
          busyText="Guardando..."
          disabled={!chosenSerie}
          onClick={() => void act({ action: 'edicion', serieId: chosenSerie, temporada: Number(chosenSeason), diasPrioridad: edition.data?.diasPrioridad ?? 7 })}
        >
          Guardar serie y temporada
        </Button>
      </div>
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
      <Modal open={reopening} onClose={() => setReopening(false)} title={`Reabrir ${championship.nombreCampeonato}`}>
        <Textarea label="Motivo de la reapertura" required value={motivo} onChange={(e) => setMotivo(e.target.value)} error={motivoError} />
        <div className="seasons-admin__modal-actions">
          <Button variant="secondary" onClick={() => setReopening(false)}>
            Cancelar
          </Button>
          <Button
            busy={busy === 'reabrir'}
            busyText="Reabriendo..."
            onClick={() => {
              if (!motivo.trim()) return setMotivoError('Escribe el motivo de la reapertura.');
              void act({ action: 'reabrir', motivo: motivo.trim() }).then((ok) => {
                if (ok) {
                  setReopening(false);
                  setMotivo('');
                  setMotivoError(undefined);
                }
              });
            }}
          >
            Reabrir temporada
          </Button>
        </div>
      </Modal>
    </li>
  );
}

/** /admin/temporadas: series, each championship's series and season, closing, reopening and the next edition. */
export function SeasonsAdmin() {
  const series = useSeries();
  const championships = useSeasonChampionships();
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
          ) : championships.data && championships.data.length === 0 ? (
            <EmptyState message="No hay campeonatos." />
          ) : (
            <ul className="seasons-admin__list">
              {championships.data?.map((c) => (
                <ChampionshipSeason key={c.id} championship={c} series={series.data ?? []} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
