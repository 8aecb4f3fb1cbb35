import { phaseLabel } from '@contracts/iracing-terms';
import { resultUploadSchema } from '@contracts/results.contract';
import { RESULT_FILE, RESULTS_MESSAGES as M } from '@contracts/results.messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { BarChart3, Download, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { exportUrl, useDeleteEvent } from '../api/delete-event';
import { useEventPages } from '../api/get-events';
import { useImportEventFile } from '../api/import-event-file';
import type { EventSummaryView as EventSummary } from '@contracts/results.views';
import { ImportFromIracingForm } from './import-from-iracing';
import { RaceLinkFields } from './race-link-fields';
import { ResultsAnalyzer } from './results-analyzer';
import './race-results.css';

/** /admin/race-results-admin: the imported events, the upload and the analyzer, as three tabs. */
export function ResultsAdmin() {
  const [tab, setTab] = useState('list');
  return (
    <section aria-labelledby="results-admin-title">
      <header className="admin-page__header">
        <div>
          <h1 id="results-admin-title">Resultados de Carreras</h1>
          <p>Importa los resultados de iRacing (un archivo exportado o directamente con el ID de la subsesión), expórtalos o elimínalos, y analízalos.</p>
        </div>
      </header>
      <Tabs
        label="Resultados de carreras"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'list', label: 'Eventos importados', content: <EventsList /> },
          { id: 'upload', label: 'Subir resultados', content: <UploadForm onDone={() => setTab('list')} /> },
          { id: 'iracing', label: 'Importar desde iRacing', content: <ImportFromIracingForm onDone={() => setTab('list')} /> },
          { id: 'analyze', label: 'Analizar', content: <ResultsAnalyzer canFetchLaps /> },
        ]}
      />
    </section>
  );
}

function EventsList() {
  const { data, error, isLoading, mutate, next, busy, failed, more } = useEventPages();
  const [toDelete, setToDelete] = useState<EventSummary | null>(null);
  const { trigger: deleteEvent, isMutating: deleting } = useDeleteEvent();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteEvent(toDelete.subsession_id);
      toast.success('Evento eliminado', ADMIN_TOAST);
    } catch (err) {
      toast.error(`Error al eliminar el evento${err instanceof ApiError && err.fromServer ? `: ${err.message}` : ''}`, ADMIN_TOAST);
    } finally {
      setToDelete(null);
    }
  };

  if (isLoading) return <PageLoader label="Cargando eventos..." />;
  if (error) return <ErrorState message={M.eventsFailed} onRetry={() => void mutate()} />;
  if (!data?.length) return <EmptyState message={M.noEvents} />;

  const columns: Column<EventSummary>[] = [
    { key: 'fecha', header: 'Fecha', numeric: true, render: (e) => formatDate(e.event_date) },
    { key: 'nombre', header: 'Evento', render: (e) => e.session_name },
    { key: 'pista', header: 'Pista', render: (e) => (e.track_config ? `${e.track_name} (${e.track_config})` : e.track_name) },
    { key: 'id', header: 'Subsesión', numeric: true, render: (e) => e.subsession_id },
    { key: 'fases', header: 'Fases', render: (e) => e.phases.map((p) => phaseLabel(p.simsession_name)).join(', ') },
    { key: 'sesion', header: 'Sesión', render: (e) => (e.carreraId && e.sesion ? `Sesión ${e.sesion}` : '—') },
    { key: 'estado', header: 'Estado', render: (e) => (e.published ? <Badge tone="success">Publicado</Badge> : <Badge tone="warning">Sin publicar</Badge>) },
    {
      key: 'acciones',
      actions: true,
      header: <span className="visually-hidden">Acciones</span>,
      label: 'Acciones',
      render: (e) => (
        <span className="results-admin__actions">
          <Link className="btn btn--secondary btn--sm" to={`/admin/race-results/analyze/${e.subsession_id}`}>
            <BarChart3 size={16} aria-hidden="true" />
            <span>
              Analizar<span className="visually-hidden"> {e.session_name}</span>
            </span>
          </Link>
          <a className="btn btn--secondary btn--sm" href={exportUrl(e.subsession_id, 'csv')} download>
            <Download size={16} aria-hidden="true" />
            <span>
              CSV<span className="visually-hidden"> de {e.session_name}</span>
            </span>
          </a>
          <a className="btn btn--secondary btn--sm" href={exportUrl(e.subsession_id, 'json')} download>
            <Download size={16} aria-hidden="true" />
            <span>
              JSON<span className="visually-hidden"> de {e.session_name}</span>
            </span>
          </a>
          <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setToDelete(e)}>
            Eliminar<span className="visually-hidden"> {e.session_name}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <Table columns={columns} rows={data} rowKey={(e) => e.id} caption="Eventos importados" />
      {failed && <ErrorState message={M.moreEventsFailed} onRetry={() => void more()} />}
      {next !== null && !failed && (
        <LoadMore busy={busy} onClick={() => void more()}>
          Ver más eventos
        </LoadMore>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Eliminar evento"
        message={toDelete ? `¿Eliminar "${toDelete.session_name}" (${toDelete.subsession_id}) y todos sus resultados? Esta acción no se puede deshacer.` : ''}
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

interface UploadValues {
  eventfile: File | null;
  campeonatoId: string;
  carreraId: string;
  sesion: string;
}
const UPLOAD_DEFAULTS: UploadValues = { eventfile: null, campeonatoId: '', carreraId: '', sesion: '1' };
const UPLOAD_FIELDS = ['eventfile', 'carreraId', 'sesion'] as const;
const uploadResolver = zodResolver(resultUploadSchema) as unknown as Resolver<UploadValues, unknown, z.output<typeof resultUploadSchema>>;

function UploadForm({ onDone }: { onDone: () => void }) {
  const [pickerKey, setPickerKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UploadValues, unknown, z.output<typeof resultUploadSchema>>({ resolver: uploadResolver, defaultValues: UPLOAD_DEFAULTS });
  const campeonatoId = useWatch({ control, name: 'campeonatoId' });
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { trigger: importEventFile } = useImportEventFile();

  const submit = handleSubmit(async ({ eventfile, carreraId, sesion }) => {
    setStatus(null);
    try {
      const answer = await importEventFile({ file: eventfile as File, carreraId: carreraId ?? undefined, sesion: sesion === undefined ? undefined : String(sesion) });
      const where = answer.event.carreraId && answer.event.sesion ? `, sesión ${answer.event.sesion} de la carrera` : '';
      const text = `${M.uploaded}: ${answer.event.session_name} (${answer.event.subsession_id})${where}${answer.replaced ? ', reemplazó la importación anterior' : ''}.`;
      setStatus({ ok: true, text });
      toast.success(text, ADMIN_TOAST);
      reset(UPLOAD_DEFAULTS);
      setPickerKey((k) => k + 1);
      onDone();
    } catch (err) {
      showServerErrors(err, setError, UPLOAD_FIELDS);
      if (err instanceof ApiError && err.status === 401) setStatus({ ok: false, text: M.noToken });
      else if (err instanceof ApiError && err.status > 0) setStatus({ ok: false, text: M.serverError(err.status, err.message) });
      else setStatus({ ok: false, text: M.noConnection });
    }
  });

  return (
    <form className="results-admin__upload" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{M.uploadHint}</p>
      <Controller
        control={control}
        name="eventfile"
        render={({ field }) => (
          <Input
            key={pickerKey}
            ref={field.ref}
            type="file"
            name={field.name}
            label="Archivo de resultados (.json)"
            accept={RESULT_FILE.accept}
            required
            error={errors.eventfile?.message}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
          />
        )}
      />
      <RaceLinkFields
        campeonatoId={campeonatoId}
        onChampionship={(id) => {
          setValue('campeonatoId', id, { shouldDirty: true });
          setValue('carreraId', '');
        }}
        link={campeonatoId ? { carrera: register('carreraId'), sesion: register('sesion') } : null}
        errors={{ carreraId: errors.carreraId?.message, sesion: errors.sesion?.message }}
      />
      <div>
        <Button type="submit" busy={isSubmitting} busyText="Subiendo..." icon={<Upload size={18} aria-hidden="true" />}>
          Subir resultados
        </Button>
      </div>
      <p role="status" aria-live="polite" className={status ? `results-admin__status results-admin__status--${status.ok ? 'ok' : 'error'}` : 'visually-hidden'}>
        {status?.text}
      </p>
    </form>
  );
}
