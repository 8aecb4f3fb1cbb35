import { ArrowLeft, Download, FileUp, Save } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { scoringPreset, SCORING_PRESETS, standingsConfigSchema, type ScoringPresetId, type StandingsConfig } from '@contracts/standings-config.contract';
import { SCORING_FILES } from '@contracts/standings.messages';
import type { ScoringConfigView } from '@contracts/standings.views';
import type { ChampionshipView } from '@contracts/championships.views';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { PageLoader } from '@/components/ui/spinner';
import { fieldErrorsOf } from '@/lib/api-client';
import { formatDateTime, formatDay } from '@/lib/format';
import { useFocusFirstMarked } from '@/lib/focus-first-marked';
import { useFormFailure } from '@/lib/form-failure';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useAdminChampionship } from '../../api/championships';
import { useSaveScoringConfig, useScoringConfig } from '../../api/scoring';
import { withDetail } from '../messages';
import { allErrors } from './form-errors';
import { GroupsSection } from './groups';
import { FormatSection, RulesSection, TeamsSection } from './rounds';
import { ScoreTypesSection } from './score-types';
import { formPathOf, scoringResolver, toDocument, toForm, type ScoringForm } from './scoring-form';
import './scoring.css';

const FORM_ID = 'scoring-form';

/** A file name from the championship's name: 'puntuacion-copa-mx-2026.json'. */
const fileName = (nombre: string) =>
  `puntuacion-${
    nombre
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'campeonato'
  }.json`;

/** The first problems of a refused file, '‹field›: ‹message›'. */
function fileProblems(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join(' · ');
}

type Replacement = { kind: 'preset'; id: ScoringPresetId } | { kind: 'file'; config: StandingsConfig; name: string };

function UnsavedBadge() {
  const { isDirty } = useFormState<ScoringForm>();
  return isDirty ? <span className="scoring__dirty">Cambios sin guardar</span> : <span className="muted">Sin cambios</span>;
}

function ScoringFormView({ championship, answer }: { championship: ChampionshipView; answer: ScoringConfigView }) {
  const { trigger, isMutating } = useSaveScoringConfig(championship.id);
  // Its sections register their fields in their own order: the focus after a refusal follows the screen (useFocusFirstMarked).
  const form = useForm<ScoringForm, unknown, StandingsConfig>({ resolver: scoringResolver, defaultValues: toForm(answer.configuracion), mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const { handleSubmit, setError, reset, getValues, formState } = form;
  useFocusFirstMarked(FORM_ID, formState.submitCount, Object.keys(formState.errors).length > 0);
  const [preset, setPreset] = useState<ScoringPresetId>(answer.configuracion.plantilla);
  const [pending, setPending] = useState<Replacement | null>(null);
  const { failure, setFailure, onSubmit } = useFormFailure();
  const [fileFailure, setFileFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const rounds = useMemo(
    () =>
      [...championship.carreras]
        .sort((a, b) => a.inicio.localeCompare(b.inicio) || a.id.localeCompare(b.id))
        .map((r, i) => `Ronda ${i + 1}: ${r.circuito} · ${formatDay(r.fechaInicio)}`),
    [championship.carreras],
  );

  // Replacing what is on screen asks first when it would throw edits away (unsaved ones, or a saved rulebook).
  const hasEdits = () => formState.isDirty || !answer.porDefecto;
  const replace = (r: Replacement) => {
    const config = r.kind === 'preset' ? scoringPreset(r.id) : r.config;
    reset(toForm(config), { keepDefaultValues: true });
    setPreset(config.plantilla);
    setPending(null);
    setFailure(null);
    toast.info(r.kind === 'preset' ? `Plantilla aplicada: ${SCORING_PRESETS.find((p) => p.id === r.id)?.nombre}. Revisa y guarda.` : `Configuración cargada de ${r.name}. Revisa y guarda.`, ADMIN_TOAST);
  };
  const ask = (r: Replacement) => (hasEdits() ? setPending(r) : replace(r));

  const download = () => {
    const blob = new Blob([`${JSON.stringify(toDocument(getValues()), null, 2)}\n`], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileName(championship.nombreCampeonato);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileFailure(null);
    let parsed: unknown;
    if (file.size > SCORING_FILES.rulebook.maxBytes) {
      setFileFailure(`«${file.name}» ${SCORING_FILES.rulebook.tooLarge}: no se cargó nada.`);
      return;
    }
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setFileFailure(`«${file.name}» no es un archivo JSON válido: no se cargó nada.`);
      return;
    }
    const result = standingsConfigSchema.safeParse(parsed);
    if (!result.success) {
      setFileFailure(`«${file.name}» no es una configuración válida y no se cargó: ${fileProblems(result.error)}`);
      return;
    }
    ask({ kind: 'file', config: result.data, name: file.name });
  };

  const submit = handleSubmit(async (config) => {
    try {
      const saved = await trigger(config);
      toast.success(saved.message, ADMIN_TOAST);
      reset(toForm(saved.data.configuracion));
      setPreset(saved.data.configuracion.plantilla);
    } catch (err) {
      // What was typed stays: only the messages are added, next to their fields.
      for (const [path, message] of Object.entries(fieldErrorsOf(err))) setError(formPathOf(path) as 'plantilla', { type: 'server', message });
      const text = withDetail('No se pudo guardar la configuración', err);
      setFailure(text);
      toast.error(text, ADMIN_TOAST);
    }
  });

  const problems = formState.submitCount > 0 ? allErrors(formState.errors) : [];

  return (
    <FormProvider {...form}>
      <div className="scoring__toolbar card" role="group" aria-label="Plantillas y archivo">
        <Select
          label="Plantilla"
          value={preset}
          onChange={(e) => setPreset(e.target.value as ScoringPresetId)}
          options={SCORING_PRESETS.map((p) => ({ value: p.id, label: p.nombre }))}
        />
        <Button variant="secondary" onClick={() => ask({ kind: 'preset', id: preset })}>
          Aplicar plantilla
        </Button>
        <span className="scoring__toolbar-gap" />
        <Button variant="secondary" icon={<Download size={16} aria-hidden="true" />} onClick={download}>
          Descargar JSON
        </Button>
        <Button variant="secondary" icon={<FileUp size={16} aria-hidden="true" />} onClick={() => fileInput.current?.click()}>
          Cargar JSON
        </Button>
        <input ref={fileInput} type="file" accept={SCORING_FILES.rulebook.accept} className="visually-hidden" tabIndex={-1} aria-hidden="true" onChange={(e) => void load(e)} data-testid="cargar-json" />
      </div>
      {fileFailure && (
        <p className="form-error" role="alert">
          {fileFailure}
        </p>
      )}
      <form id={FORM_ID} className="scoring__form" onSubmit={onSubmit(submit)} noValidate aria-label="Configuración de puntuación">
        {problems.length > 0 && (
          <div className="form-error" role="alert">
            <p>La configuración tiene {problems.length === 1 ? 'un error' : `${problems.length} errores`}; nada se guardó:</p>
            <ul>
              {problems.slice(0, 10).map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
        <ScoreTypesSection />
        <FormatSection rounds={rounds} />
        <RulesSection />
        <GroupsSection />
        <TeamsSection />
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="scoring__savebar">
          <UnsavedBadge />
          <Button type="submit" icon={<Save size={18} aria-hidden="true" />} busy={isMutating} busyText="Guardando...">
            Guardar
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'file' ? '¿Cargar la configuración del archivo?' : '¿Aplicar la plantilla?'}
        message={<p>Reemplaza todo lo que ves en pantalla (tipos de puntuación, grupos, pilotos, equipos y formato). Lo guardado no cambia hasta que pulses «Guardar».</p>}
        confirmText={pending?.kind === 'file' ? 'Cargar archivo' : 'Aplicar plantilla'}
        tone="primary"
        onConfirm={() => pending && replace(pending)}
        onCancel={() => {
          setPending(null);
          setPreset(getValues('plantilla'));
        }}
      />
    </FormProvider>
  );
}

/** /admin/campeonatos/{id}/puntuacion: the championship's scoring rulebook, edited as one document. */
export function ScoringEditor({ campeonatoId }: { campeonatoId: string }) {
  const championships = useAdminChampionship(campeonatoId);
  const config = useScoringConfig(campeonatoId);
  const championship = championships.data ?? undefined;

  let body;
  if (championships.error && championships.data === undefined) body = <ErrorState message="Error al cargar el campeonato" onRetry={() => void championships.mutate()} />;
  else if (config.error && !config.data) body = <ErrorState message={withDetail('Error al cargar la configuración de puntuación', config.error)} onRetry={() => void config.mutate()} />;
  else if (championships.data === undefined || !config.data) body = <PageLoader label="Cargando la configuración de puntuación..." />;
  else if (!championship) body = <ErrorState message="No se encontró el campeonato." />;
  else
    body = (
      <>
        {config.data.porDefecto ? (
          <p className="scoring__notice" role="status">
            {config.data.aviso}
          </p>
        ) : (
          config.data.actualizadoEn && <p className="muted">Guardada por última vez el {formatDateTime(config.data.actualizadoEn)}.</p>
        )}
        <ScoringFormView championship={championship} answer={config.data} />
      </>
    );

  return (
    <section aria-labelledby="scoring-title" className="scoring">
      <header className="admin-page__header">
        <div>
          <LinkButton to="/admin/campeonatos" variant="ghost" size="sm" icon={<ArrowLeft size={16} aria-hidden="true" />}>
            Campeonatos
          </LinkButton>
          <h1 id="scoring-title">Puntuación{championship ? ` · ${championship.nombreCampeonato}` : ''}</h1>
          <p>Cómo puntúa el campeonato: tipos de puntuación, formato de las rondas, descartes, grupos, pilotos y equipos.</p>
        </div>
      </header>
      {body}
    </section>
  );
}
