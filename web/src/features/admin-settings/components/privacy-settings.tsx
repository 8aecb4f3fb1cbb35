import { Save, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { formatDate } from '@contracts/formats';
import {
  PROCESSOR_INFO,
  PROCESSORS,
  PROCESSORS_ALWAYS_ON,
  privacySettingsSchema,
  publishNoticeSchema,
  VOLUNTARY_PURPOSE_LABELS,
  VOLUNTARY_PURPOSES,
  type PrivacySettingsRequest,
  type PublishNoticeRequest,
} from '@contracts/privacy.contract';
import type { PrivacyNoticeEditorView, PrivacySettingsView } from '@contracts/privacy.views';
import { useNoticeEditor, usePrivacySettings, usePublishNotice, useSavePrivacySettings } from '../api/privacy-settings';

/** 'Ajustes → Privacidad': the league's identity and processors; the notice's editor for a superadmin. */
export function PrivacySettings({ superadmin }: { superadmin: boolean }) {
  const { data, error, isLoading, mutate } = usePrivacySettings();
  return (
    <div className="stack">
      {error ? (
        <ErrorState message="No se pudieron cargar los ajustes de privacidad." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Card aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando ajustes...
          </span>
          <SkeletonLines lines={6} />
        </Card>
      ) : (
        <LeagueForm key={JSON.stringify(data)} settings={data} />
      )}
      {superadmin ? <NoticeEditor /> : <p className="admin-settings__intro">Solo un superadministrador puede editar y publicar el aviso de privacidad.</p>}
    </div>
  );
}

/** The form's values: the contract's request, the processors as one box each (on = used). */
type LeagueValues = Omit<PrivacySettingsRequest, 'encargadosDesactivados'> & { usados: string[] };

function LeagueForm({ settings }: { settings: PrivacySettingsView }) {
  const save = useSavePrivacySettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LeagueValues>({
    defaultValues: { nombre: settings.nombre, domicilio: settings.domicilio, correo: settings.correo, usados: PROCESSORS.filter((p) => !settings.encargadosDesactivados.includes(p)) },
  });
  const submit = handleSubmit(async ({ usados, ...identity }) => {
    const request: PrivacySettingsRequest = { ...identity, encargadosDesactivados: PROCESSORS.filter((p) => !usados.includes(p)) };
    const checked = privacySettingsSchema.safeParse(request);
    if (!checked.success) {
      // The schema's issues come in the order the form shows its fields: the first one takes the focus.
      checked.error.issues.forEach((issue, i) => setError((issue.path[0] === 'encargadosDesactivados' ? 'usados' : issue.path[0]) as keyof LeagueValues, { message: issue.message }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      toast.success((await save.trigger(request)).message, ADMIN_TOAST);
    } catch (err) {
      showServerErrors(err, setError, ['nombre', 'domicilio', 'correo']);
      toast.error(messageOf(err, 'No se pudieron guardar los ajustes.'), ADMIN_TOAST);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Card as="section" aria-labelledby="settings-league" className="admin-settings__card">
        <h2 id="settings-league" className="admin-settings__title">
          Responsable de los datos
        </h2>
        <p className="admin-settings__intro">El aviso de privacidad nombra a la liga con estos datos.</p>
        <Input label="Nombre de la liga" autoComplete="organization" error={errors.nombre?.message} {...register('nombre')} />
        <Input label="Domicilio" autoComplete="street-address" error={errors.domicilio?.message} {...register('domicilio')} />
        <Input label="Correo de contacto para privacidad" type="email" autoComplete="email" error={errors.correo?.message} {...register('correo')} />
        <fieldset className="admin-settings__processors">
          <legend>Encargados que usa la liga</legend>
          <p className="admin-settings__intro">Apaga los servicios que la liga no usa: dejan de aparecer en «¿A dónde van tus datos?».</p>
          {PROCESSORS.map((p) => (
            <Checkbox
              key={p}
              label={PROCESSOR_INFO[p].nombre}
              hint={PROCESSORS_ALWAYS_ON.includes(p) ? 'Siempre activo: el sitio lo necesita para recuperar contraseñas y enviar recibos.' : PROCESSOR_INFO[p].motivo}
              value={p}
              disabled={PROCESSORS_ALWAYS_ON.includes(p)}
              {...register('usados')}
            />
          ))}
          {errors.usados?.message && (
            <p className="form-error" role="alert">
              {errors.usados.message}
            </p>
          )}
        </fieldset>
        <div className="admin-settings__actions">
          <Button type="submit" busy={save.isMutating} busyText="Guardando..." icon={<Save size={18} aria-hidden="true" />}>
            Guardar
          </Button>
        </div>
      </Card>
    </form>
  );
}

function NoticeEditor() {
  const { data, error, mutate } = useNoticeEditor(true);
  if (error) return <ErrorState message="No se pudo cargar el editor del aviso." onRetry={() => void mutate()} />;
  if (!data)
    return (
      <Card aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando el aviso...
        </span>
        <SkeletonLines lines={6} />
      </Card>
    );
  return <NoticeForm key={data.actual.version} editor={data} />;
}

function NoticeForm({ editor }: { editor: PrivacyNoticeEditorView }) {
  const publish = usePublishNotice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PublishNoticeRequest>({ resolver: schemaResolver(publishNoticeSchema), defaultValues: { markdown: editor.actual.markdown, finalidades: editor.actual.voluntarias } });
  const submit = handleSubmit(async (values) => {
    try {
      toast.success((await publish.trigger(values)).message, ADMIN_TOAST);
    } catch (err) {
      showServerErrors(err, setError, ['markdown', 'finalidades']);
      toast.error(messageOf(err, 'No se pudo publicar el aviso.'), ADMIN_TOAST);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Card as="section" aria-labelledby="settings-notice" className="admin-settings__card">
        <h2 id="settings-notice" className="admin-settings__title">
          Aviso de privacidad integral
        </h2>
        <p className="admin-settings__intro">
          Versión {editor.actual.version} vigente desde el {formatDate(editor.actual.publicadoEl)}. Escribe en Markdown; {'{{responsable}}'}, {'{{domicilio}}'} y {'{{correo}}'} se
          reemplazan por los datos de la liga. Publicar crea una versión nueva; si agrega finalidades voluntarias, cada persona las acepta o rechaza al iniciar sesión.
        </p>
        <Textarea label="Texto del aviso (Markdown)" rows={18} spellCheck error={errors.markdown?.message} {...register('markdown')} />
        <fieldset>
          <legend>Finalidades voluntarias que pide esta versión</legend>
          {VOLUNTARY_PURPOSES.map((p) => (
            <Checkbox key={p} label={VOLUNTARY_PURPOSE_LABELS[p]} value={p} {...register('finalidades')} />
          ))}
          {errors.finalidades?.message && (
            <p className="form-error" role="alert">
              {errors.finalidades.message}
            </p>
          )}
        </fieldset>
        <div className="admin-settings__actions">
          <Button type="submit" busy={publish.isMutating} busyText="Publicando..." icon={<Send size={18} aria-hidden="true" />}>
            Publicar nueva versión
          </Button>
        </div>
        <h3>Versiones publicadas</h3>
        <ul>
          {editor.versiones.map((v) => (
            <li key={v.version}>
              Versión {v.version}, del {formatDate(v.publicadoEl)}
            </li>
          ))}
        </ul>
      </Card>
    </form>
  );
}
