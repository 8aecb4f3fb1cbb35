import { Send, Trophy } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { createReportSchema, REPORT_LIMITS, REPORT_MSG, type CreateReportFields, type CreateReportRequest } from '@contracts/stewarding.contract';
import type { UserView as User } from '@contracts/identity.views';
import { Button, LinkButton } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PageLoader } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { FormFailure } from '@/components/ui/field';
import { ApiError, messageOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { focusFirstError, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { isAdminRole } from '@/lib/roles';
import type { ReportableChampionshipsAnswer, ReportableChampionshipView } from '@contracts/stewarding.views';
import { getReportableChampionships, useFileReport, useReportableChampionships, useReportableDrivers } from '../api/reports';
import { ScreenshotsPicker } from './screenshots-picker';
import { VideoLinks, type VideoErrors } from './video-links';
import './reports.css';
import { useFormFailure } from '@/lib/form-failure';

/** Spec 1 §8. */
export const LOAD_FAILED = 'Error al cargar datos necesarios';
export const CREATE_FAILED = 'Error al crear el reporte';
const UNEXPECTED = 'Ocurrió un error inesperado. Inténtalo de nuevo.';
/** Refusals about the race's protest window: said beside the race as well as above the button. */
const WINDOW_CODES = new Set(['REPORT_WINDOW_CLOSED', 'RACE_NOT_STARTED']);
const FIELDS = ['usuarioDenunciado', 'campeonato', 'carrera', 'vuelta', 'heat', 'tiempoSesion', 'curva', 'descripcion', 'videos'] as const;
/** The fields in the order the form shows them: a refusal focuses the first one it marks. */
const ON_SCREEN = ['campeonato', 'carrera', 'usuarioDenunciado', 'vuelta', 'heat', 'tiempoSesion', 'curva', 'descripcion', 'videos'] as const;

/** A link's message stays on its row (`videos.1`): the links field says each under its own row. */
const keepLinkRows = (path: string) => (/^videos\.\d+$/.test(path) ? path : undefined);

const detail = (error: unknown) => (error instanceof ApiError ? messageOf(error, error.message) : UNEXPECTED);

/** The create-report screen's form (spec 1, Create report): loads the driver's championships, then the form. */
export function ReportForm({ user }: { user: User }) {
  const { data, error, isLoading, mutate } = useReportableChampionships();
  const older = useOlderChampionships(data);
  const admin = isAdminRole(user.rol);
  // Pages come the latest first; the select lists them the oldest first, as it always did.
  const championships = useMemo(() => [...(data?.data ?? []), ...older.items].reverse(), [data, older.items]);

  if (error) return <ErrorState message={`${LOAD_FAILED}: ${detail(error)}`} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <PageLoader label="Cargando tus campeonatos..." />;
  if (!championships.length)
    return (
      <EmptyState
        icon={<Trophy size={28} />}
        title={admin ? 'Todavía no hay campeonatos' : 'No estás inscrito en ningún campeonato'}
        message={admin ? 'Los reportes son de carreras de un campeonato: crea uno primero.' : 'Solo puedes reportar incidentes de las carreras de los campeonatos en los que corres.'}
        action={<LinkButton to="/campeonatos">Ver campeonatos</LinkButton>}
      />
    );
  return <ReportEditor user={user} championships={championships} older={older} />;
}

type Offered = ReportableChampionshipView[];
type Older = ReturnType<typeof useOlderChampionships>;

/**
 * The pages after the first, asked one at a time by place and kept in order (docs/adr/0070): the form
 * reads the driver's championships a page at a time, never every championship of the league.
 */
function useOlderChampionships(first: ReportableChampionshipsAnswer | undefined) {
  const [pages, setPages] = useState<ReportableChampionshipsAnswer[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = pages.length > 0 ? pages[pages.length - 1]!.siguiente : (first?.siguiente ?? null);
  const items = useMemo(() => pages.flatMap((p) => p.data), [pages]);
  const load = async (despues: string) => {
    setBusy(true);
    setFailed(false);
    try {
      const page = await getReportableChampionships(despues);
      setPages((shown) => [...shown, page]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { items, busy, failed, load: next === null ? null : () => void load(next) };
}

function ReportEditor({ user, championships, older }: { user: User; championships: Offered; older: Older }) {
  const navigate = useNavigate();
  const { trigger: fileReport } = useFileReport();
  const [screenshots, setScreenshots] = useState<File[]>([]);
  const [shotsError, setShotsError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CreateReportRequest, unknown, CreateReportFields>({
    resolver: schemaResolver(createReportSchema, keepLinkRows),
    // The driver's picker registers after the plain fields: focusFirstError, not the library, says where a refusal puts the focus.
    shouldFocusError: false,
    defaultValues: { campeonato: '', carrera: '', usuarioDenunciado: '', vuelta: '', heat: '', tiempoSesion: '', curva: '', descripcion: '', videos: [''] },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  const campeonato = String(useWatch({ control, name: 'campeonato' }) ?? '');
  const chosen = championships.find((c) => c.id === campeonato);
  const raceOptions = useMemo(
    () => [...(chosen?.carreras ?? [])].sort((a, b) => a.inicio.localeCompare(b.inicio)).map((r) => ({ value: r.id, label: `${r.circuito} · ${formatDateTime(r.inicio)}` })),
    [chosen],
  );
  const drivers = useReportableDrivers(campeonato);
  const driverOptions: ComboboxOption[] = useMemo(
    () => (drivers.data ?? []).filter((d) => d.id !== user.id).map((d) => ({ value: d.id, label: `${d.nombre} ${d.apellido}`, detail: d.username ? `@${d.username}` : undefined })),
    [drivers.data, user.id],
  );

  const submit = handleSubmit(async (values) => {
    setShotsError(undefined);
    setProgress(0);
    try {
      const answer = await fileReport({ fields: values, screenshots, onProgress: setProgress });
      toast.success(REPORT_MSG.created(answer.numeroReporte));
      navigate('/perfil#mis-reportes');
    } catch (err) {
      const rest = showServerErrors(err, setError, FIELDS, keepLinkRows);
      if (rest.capturasPantalla) setShotsError(rest.capturasPantalla);
      if (err instanceof ApiError && err.code && WINDOW_CODES.has(err.code)) setError('carrera', { message: err.message });
      // A screenshot the server refused by its content (413, 415) belongs under the screenshots.
      if (err instanceof ApiError && (err.status === 413 || err.status === 415) && err.fromServer) setShotsError(err.message);
      setFailure(`${CREATE_FAILED}: ${detail(err)}`);
    } finally {
      setProgress(null);
    }
  }, focusFirstError(setFocus, [...ON_SCREEN]));

  const videoErrors = videoErrorsOf(errors.videos);
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <form className="report-form stack" onSubmit={onSubmit(submit)} noValidate aria-describedby="report-form-required">
      <p id="report-form-required" className="muted">
        Los campos con * son obligatorios.
      </p>
      <div className="form-grid form-grid--2">
        <div className="report-form__championship">
          <Select
            label={<Required>Campeonato</Required>}
            required
            placeholder="Selecciona un campeonato"
            options={championships.map((c) => ({ value: c.id, label: c.nombreCampeonato }))}
            error={errors.campeonato?.message}
            {...register('campeonato', {
              onChange: () => {
                setValue('carrera', '');
                setValue('usuarioDenunciado', '');
              },
            })}
          />
          {older.load && (
            <div className="report-form__older">
              <Button type="button" variant="secondary" size="sm" busy={older.busy} busyText="Cargando..." onClick={older.load}>
                Ver campeonatos anteriores
              </Button>
              {older.failed && (
                <p className="field__error" role="alert">
                  No se pudieron cargar más campeonatos. Inténtalo de nuevo.
                </p>
              )}
            </div>
          )}
        </div>
        <Select
          label={<Required>Carrera</Required>}
          required
          placeholder={campeonato ? (raceOptions.length ? 'Selecciona una carrera' : 'Este campeonato aún no tiene carreras') : 'Primero elige un campeonato'}
          options={raceOptions}
          disabled={!campeonato}
          error={errors.carrera?.message}
          {...register('carrera')}
        />
      </div>
      <Controller
        control={control}
        name="usuarioDenunciado"
        render={({ field }) => (
          <Combobox
            label="Piloto denunciado"
            required
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            options={driverOptions}
            disabled={!campeonato || drivers.isLoading || !!drivers.error}
            placeholder={campeonato ? 'Escribe su nombre o usuario' : 'Primero elige un campeonato'}
            hint={
              drivers.isLoading
                ? 'Cargando los pilotos inscritos...'
                : campeonato && drivers.data && !driverOptions.length
                  ? 'No hay otros pilotos inscritos en este campeonato.'
                  : 'Los pilotos inscritos en el campeonato. Flechas para recorrer la lista, Enter para elegir.'
            }
            error={errors.usuarioDenunciado?.message}
            noMatches="Ningún piloto inscrito coincide"
          />
        )}
      />
      {drivers.error && <ErrorState message={`${LOAD_FAILED}: ${detail(drivers.error)}`} onRetry={() => void drivers.mutate()} />}
      <div className="form-grid form-grid--2">
        <Input label="Vuelta" required type="number" inputMode="numeric" min={1} max={REPORT_LIMITS.vuelta} step={1} error={errors.vuelta?.message} {...register('vuelta')} />
        <Input label="Heat (opcional)" type="number" inputMode="numeric" min={1} max={REPORT_LIMITS.heat} step={1} error={errors.heat?.message} {...register('heat')} />
      </div>
      <div className="form-grid form-grid--2">
        <Input
          label="Tiempo de sesión (opcional)"
          inputMode="numeric"
          placeholder="mm:ss"
          autoComplete="off"
          hint="El reloj de la sesión en la repetición al momento del incidente: mm:ss o h:mm:ss."
          error={errors.tiempoSesion?.message}
          {...register('tiempoSesion')}
        />
        <Input label="Curva o sector (opcional)" maxLength={REPORT_LIMITS.curva} autoComplete="off" hint="Por ejemplo: Curva 1, Peraltada, Sector 2." error={errors.curva?.message} {...register('curva')} />
      </div>
      <Textarea
        label="Descripción del incidente"
        required
        rows={6}
        maxLength={REPORT_LIMITS.descripcion}
        hint="Qué pasó, en qué curva y cómo te afectó."
        error={errors.descripcion?.message}
        {...register('descripcion')}
      />
      <ScreenshotsPicker
        files={screenshots}
        onChange={(files) => {
          setShotsError(undefined);
          setScreenshots(files);
        }}
        error={shotsError}
        disabled={isSubmitting}
      />
      <Controller
        control={control}
        name="videos"
        render={({ field }) => (
          <VideoLinks value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} errors={videoErrors(field.value)} disabled={isSubmitting} />
        )}
      />
      {progress !== null && (
        <div className="report-form__progress" role="status">
          <label htmlFor="report-upload-progress">{percent < 100 ? `Enviando el reporte: ${percent} %` : 'Guardando el reporte...'}</label>
          <progress id="report-upload-progress" max={100} value={percent} />
        </div>
      )}
      <FormFailure message={failure} />
      <Button type="submit" size="lg" busy={isSubmitting} busyText="Enviando..." icon={<Send size={18} aria-hidden="true" />}>
        Enviar reporte
      </Button>
    </form>
  );
}

/** A select's label with the asterisk the inputs show (the Select itself draws none). */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true"> *</span>
    </>
  );
}

/**
 * The schema drops empty rows before checking the links, so an error's index counts non-empty rows
 * only; this puts each message back on the row it belongs to.
 */
function videoErrorsOf(error: unknown): (value: unknown) => VideoErrors {
  const list = error as ({ message?: string } | undefined)[] & { message?: string } | undefined;
  return (value) => {
    const rows = Array.isArray(value) ? (value as unknown[]).map((v) => String(v ?? '')) : [];
    const filled = rows.map((v, i) => (v.trim() ? i : -1)).filter((i) => i >= 0);
    const byRow: (string | undefined)[] = rows.map(() => undefined);
    if (Array.isArray(list))
      list.forEach((e, k) => {
        const row = filled[k];
        if (e?.message && row !== undefined) byRow[row] = e.message;
      });
    return { list: list?.message, rows: byRow };
  };
}
