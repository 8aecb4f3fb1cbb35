import { PROCESSOR_OFF_MSG } from '@contracts/privacy.messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, PlugZap, Save, XCircle } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  IRACING_CREDENTIAL_LABELS,
  IRACING_CREDENTIALS,
  IRACING_MSG,
  iracingSettingsSchema,
  type IracingCredential,
  type IracingSettingsAnswer,
  type IracingSettingsInput,
} from '@contracts/iracing.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError, messageOf } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useIracingSettings, useSaveIracingSettings, useTestIracingConnection } from '../api/iracing-settings';
import './admin-settings.css';

type Field = IracingSettingsAnswer['campos'][number];
type Values = IracingSettingsInput;

const SECRETS: readonly IracingCredential[] = ['clientSecret', 'password'];
const GROUPS: Array<{ legend: string; campos: IracingCredential[] }> = [
  { legend: 'Cliente OAuth', campos: ['clientId', 'clientSecret'] },
  { legend: 'Cuenta de iRacing', campos: ['username', 'password'] },
];

const fieldOf = (settings: IracingSettingsAnswer, campo: IracingCredential): Field =>
  settings.campos.find((f) => f.campo === campo) ?? { campo, valor: null, configurado: false, desdeEntorno: false };

const valuesOf = (settings: IracingSettingsAnswer): Values =>
  Object.fromEntries(IRACING_CREDENTIALS.map((campo) => [campo, fieldOf(settings, campo).valor ?? '']));

/** A refused call's own Spanish words whatever its status (iRacing down is a 502 or 503 that says so), or the fallback. */
function spanishMessageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.status > 0 ? error.message : fallback;
}

/** 'Ajustes → iRacing': the OAuth client and the iRacing account the league signs in with, and a test of that sign-in. */
export function IracingSettings() {
  const { data, error, isLoading, mutate } = useIracingSettings();
  if (error) return <ErrorState message="No se pudieron cargar los ajustes de iRacing." onRetry={() => void mutate()} />;
  if (isLoading || !data)
    return (
      <Card aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando ajustes de iRacing...
        </span>
        <SkeletonLines lines={8} />
      </Card>
    );
  return <IracingForm key={JSON.stringify(data)} settings={data} />;
}

type TestResult = { ok: true; text: string; who: string } | { ok: false; text: string };

function IracingForm({ settings }: { settings: IracingSettingsAnswer }) {
  const save = useSaveIracingSettings();
  const { trigger: testConnection, isMutating: testing } = useTestIracingConnection();
  const [result, setResult] = useState<TestResult | null>(null);
  const editable = IRACING_CREDENTIALS.filter((campo) => !fieldOf(settings, campo).desdeEntorno);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, IracingSettingsInput>({ resolver: zodResolver(iracingSettingsSchema), defaultValues: valuesOf(settings) });

  const submit = handleSubmit(async (values) => {
    // What the environment sets is never sent: leaving a credential out keeps it.
    const body = Object.fromEntries(editable.map((campo) => [campo, values[campo] ?? ''])) as IracingSettingsInput;
    try {
      const answer = await save.trigger(body);
      toast.success(answer.message ?? IRACING_MSG.settingsSaved, ADMIN_TOAST);
      setResult(null);
    } catch (err) {
      showServerErrors(err, setError, editable);
      toast.error(messageOf(err, 'No se pudieron guardar los ajustes de iRacing.'), ADMIN_TOAST);
    }
  });

  const test = async () => {
    setResult(null);
    try {
      const answer = await testConnection();
      setResult({ ok: true, text: answer.message, who: `${answer.nombre} (cust_id ${answer.custId})` });
    } catch (err) {
      setResult({ ok: false, text: spanishMessageOf(err, 'No se pudo probar la conexión con iRacing.') });
    }
  };

  // A masked secret is replaced as a whole: focusing it selects it, so typing writes over the mask.
  const selectAll = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select();

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Card as="section" aria-labelledby="settings-iracing" className="admin-settings__card">
        <div className="admin-settings__channel-head admin-settings__title-row">
          <h2 id="settings-iracing" className="admin-settings__title">
            Conexión con iRacing
          </h2>
          {settings.completo ? <Badge tone="success">Configurada</Badge> : <Badge tone="warning">Faltan credenciales</Badge>}
        </div>
        <p className="admin-settings__intro">
          Con esta conexión la liga trae los resultados, las sesiones de sus temporadas y las posiciones por vuelta directamente de iRacing. Los secretos solo se
          muestran enmascarados: déjalos así para conservarlos, escribe uno nuevo para cambiarlos o bórralos para quitarlos.
        </p>
        {settings.desactivado && (
          <p className="form-error" role="note">
            {PROCESSOR_OFF_MSG.iracing}
          </p>
        )}
        <details className="admin-settings__help">
          <summary>¿Cómo se consigue un cliente OAuth de iRacing?</summary>
          <ul>
            <li>
              iRacing registra los clientes a pedido: escríbele desde el correo de una cuenta de iRacing pidiendo un cliente para el flujo <em>Password Limited</em>{' '}
              (el registro puede tardar hasta 10 días).
            </li>
            <li>Te entrega el ID del cliente (client_id) y su secreto (client_secret).</li>
            <li>
              El flujo Password Limited admite como máximo tres usuarios con nombre: pide que den de alta la cuenta de iRacing cuyo correo y contraseña escribes aquí.
            </li>
            <li>iRacing desactiva el cliente si pasa 180 días sin usarse: la sincronización diaria lo mantiene activo.</li>
          </ul>
        </details>
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="admin-settings__group">
            <legend>{group.legend}</legend>
            {group.campos.map((campo) => {
              const field = fieldOf(settings, campo);
              const label = IRACING_CREDENTIAL_LABELS[campo];
              const secret = SECRETS.includes(campo);
              if (field.desdeEntorno) return <Input key={campo} label={label} value={field.valor ?? ''} readOnly hint={IRACING_MSG.fromEnvironment} autoComplete="off" />;
              return (
                <Input
                  key={campo}
                  label={label}
                  type={secret ? 'password' : campo === 'username' ? 'email' : 'text'}
                  autoComplete={secret ? 'new-password' : 'off'}
                  spellCheck={false}
                  maxLength={200}
                  error={errors[campo]?.message}
                  hint={!field.configurado ? 'Sin configurar.' : secret ? 'Guardado: se muestra enmascarado. Escribe uno nuevo para cambiarlo.' : undefined}
                  {...register(campo)}
                  onFocus={secret ? selectAll : undefined}
                />
              );
            })}
          </fieldset>
        ))}
        <div className="admin-settings__actions admin-settings__actions--split">
          <div className="admin-settings__test">
            <Button
              variant="secondary"
              busy={testing}
              busyText="Probando..."
              disabled={!settings.completo || save.isMutating}
              icon={<PlugZap size={18} aria-hidden="true" />}
              aria-describedby="iracing-test-hint"
              onClick={() => void test()}
            >
              Probar conexión
            </Button>
            <p id="iracing-test-hint" className="field__hint">
              {settings.completo
                ? isDirty
                  ? 'Se prueban las credenciales guardadas: guarda antes los cambios.'
                  : 'Inicia sesión en iRacing con las credenciales guardadas.'
                : 'Guarda las cuatro credenciales para probar la conexión.'}
            </p>
          </div>
          <Button type="submit" busy={save.isMutating} busyText="Guardando..." disabled={editable.length === 0} icon={<Save size={18} aria-hidden="true" />}>
            Guardar
          </Button>
        </div>
        <div role="status" aria-live="polite" className="admin-settings__result-slot">
          {result && (
            <p className={`admin-settings__result admin-settings__result--${result.ok ? 'ok' : 'error'}`}>
              {result.ok ? <CheckCircle2 size={18} aria-hidden="true" /> : <XCircle size={18} aria-hidden="true" />}
              <span>
                {result.text}
                {result.ok && (
                  <>
                    <br />
                    <span className="muted">Sesión iniciada como {result.who}.</span>
                  </>
                )}
              </span>
            </p>
          )}
        </div>
      </Card>
    </form>
  );
}
