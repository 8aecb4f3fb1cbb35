import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api, messageOf } from '@/lib/api-client';
import { useWebAuthnSupported, webAuthnFailure } from '@/lib/webauthn';
import type { ReconfirmationStatus, ReconfirmedAnswer, WebAuthnOptionsAnswer } from '@contracts/account-security.views';
import './reconfirm-dialog.css';

/**
 * 'Confirma que eres tú': the code of the authenticator app (or a recovery code), a passkey, or, for an
 * account without a second factor, its password (docs/adr/0046). The screen behind keeps what was typed;
 * once confirmed, the action it asked for goes again by itself.
 */
export default function ReconfirmDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const formId = useId();
  const leadId = useId();
  const [status, setStatus] = useState<ReconfirmationStatus | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const webAuthn = useWebAuthnSupported();

  useEffect(() => {
    let live = true;
    api
      .get<ReconfirmationStatus>('/api/seguridad/confirmar')
      .then((answer) => live && setStatus(answer))
      .catch((error: unknown) => live && setLoadFailure(messageOf(error, 'No se pudo preparar la confirmación. Inténtalo de nuevo.')));
    return () => {
      live = false;
    };
  }, []);

  const metodos = status?.metodos ?? [];
  const byCode = metodos.includes('app') || metodos.includes('recuperacion');
  const byPassword = metodos.includes('contrasena');
  const byPasskey = webAuthn && metodos.includes('llave');

  const send = async (body: Record<string, unknown>) => {
    await api.post<ReconfirmedAnswer>('/api/seguridad/confirmar', body);
    onDone(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldError(null);
    if (!value.trim()) {
      setFieldError(byCode ? 'Escribe el código' : 'Escribe tu contraseña');
      return;
    }
    setBusy(true);
    try {
      await send(byCode ? { codigo: value } : { contrasena: value });
    } catch (error) {
      setFailure(messageOf(error, 'No se pudo confirmar. Inténtalo de nuevo.'));
      setBusy(false);
    }
  };

  const withPasskey = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const start = await api.post<WebAuthnOptionsAnswer>('/api/seguridad/confirmar/opciones', {});
      const respuesta = await startAuthentication({ optionsJSON: start.opciones as unknown as PublicKeyCredentialRequestOptionsJSON });
      await send({ desafio: start.desafio, respuesta });
    } catch (error) {
      setFailure(webAuthnFailure(error, 'No se pudo confirmar con la llave de acceso.'));
      setBusy(false);
    }
  };

  const passkeyButton = byPasskey && (
    <Button variant="secondary" fullWidth busy={busy} busyText="Esperando a tu llave de acceso..." icon={<KeyRound size={18} aria-hidden="true" />} onClick={() => void withPasskey()}>
      Usar mi llave de acceso
    </Button>
  );

  // Opened once the ways to confirm are known, so the focus lands on the field that asks.
  if (!status && !loadFailure) return <Spinner label="Preparando la confirmación..." />;

  const pending = loadFailure ? (
    <p className="form-error" role="alert">
      {loadFailure}
    </p>
  ) : !byCode && !byPassword ? (
    <div className="reconfirm">
      {metodos.length === 0 ? <p>Tu cuenta no tiene contraseña ni segundo factor: cierra sesión y vuelve a entrar para confirmar que eres tú.</p> : <p>Confirma con tu llave de acceso.</p>}
      {passkeyButton}
      <div aria-live="assertive">{failure && <p className="form-error">{failure}</p>}</div>
    </div>
  ) : undefined;

  return (
    <FormModal
      title="Confirma que eres tú"
      formId={formId}
      className="reconfirm"
      onSubmit={submit}
      onClose={() => onDone(false)}
      busy={busy}
      submitText="Confirmar"
      busyText="Confirmando..."
      submitIcon={<ShieldCheck size={18} aria-hidden="true" />}
      failure={failure}
      pending={pending}
    >
      <p id={leadId} className="reconfirm__lead">
        Por seguridad, esta acción pide confirmar que eres tú. Lo que escribiste sigue ahí: al confirmar, se hace la acción.
      </p>
      {byCode ? (
        <Input
          label="Código de tu aplicación de autenticación"
          hint="Los 6 dígitos que muestra ahora, o uno de tus códigos de recuperación."
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          value={value}
          error={fieldError}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : (
        <Input label="Tu contraseña" type="password" autoComplete="current-password" maxLength={200} value={value} error={fieldError} onChange={(e) => setValue(e.target.value)} />
      )}
      {passkeyButton}
    </FormModal>
  );
}
