import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/lib/api-client';
import { useWebAuthnSupported, webAuthnFailure } from '@/lib/webauthn';
import type { SecondStepAnswer } from '@contracts/account-security.views';
import type { UserView as User } from '@contracts/identity.views';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { useSecondStep } from '../api/second-step';

/**
 * The second step of a sign-in (after the password or Google): a code of the authenticator app or a
 * recovery code, or a passkey. No session exists until it is answered.
 */
export function SecondStepForm({ step, onSuccess, onBack }: { step: SecondStepAnswer['segundoPaso']; onSuccess: (user: User) => void; onBack: () => void }) {
  const [codigo, setCodigo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { trigger, isMutating } = useSecondStep();
  const passkey = usePasskeySignIn();
  const passkeys = useWebAuthnSupported() && step.metodos.includes('llave');
  const byCode = step.metodos.includes('app') || step.metodos.includes('recuperacion');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!codigo.trim()) {
      setFailure('Escribe el código');
      return;
    }
    try {
      const session = await trigger({ desafio: step.desafio, codigo });
      onSuccess(session.user);
    } catch (error) {
      setFailure(messageOf(error, 'No se pudo comprobar el código. Inténtalo de nuevo.'));
    }
  };

  const withPasskey = async () => {
    setFailure(null);
    try {
      const session = await passkey.trigger();
      onSuccess(session.user);
    } catch (error) {
      setFailure(webAuthnFailure(error, 'No se pudo usar la llave de acceso.'));
    }
  };

  return (
    <div className="auth-card__content">
      <h1 className="auth-card__title">Verificación en dos pasos</h1>
      <p className="auth-card__lead">
        {byCode ? 'Escribe el código de 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación.' : 'Confirma que eres tú con tu llave de acceso.'}
      </p>
      {byCode && (
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
          <Input
            label="Código de verificación"
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={40}
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
          />
          <Button type="submit" fullWidth size="lg" busy={isMutating} busyText="Verificando..." icon={<ShieldCheck size={18} aria-hidden="true" />}>
            Verificar
          </Button>
        </form>
      )}
      {passkeys && (
        <Button variant="secondary" fullWidth className="passkey-sign-in" busy={passkey.isMutating} busyText="Esperando a tu llave de acceso..." icon={<KeyRound size={18} aria-hidden="true" />} onClick={() => void withPasskey()}>
          Usar mi llave de acceso
        </Button>
      )}
      <div aria-live="assertive">{failure && <p className="form-error">{failure}</p>}</div>
      <div className="auth-card__row">
        <button type="button" className="link-button" onClick={onBack}>
          Volver a iniciar sesión
        </button>
      </div>
    </div>
  );
}
