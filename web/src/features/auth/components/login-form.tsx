import { browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { KeyRound, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, messageOf } from '@/lib/api-client';
import { useHydratingPage } from '@/lib/server-render';
import { useWebAuthnSupported, webAuthnFailure } from '@/lib/webauthn';
import type { UserView as User } from '@contracts/identity.views';
import { loginInputSchema, useLogin, type LoginInput } from '../api/login';
import { cancelPasskeyRequest, signInWithPasskey, usePasskeySignIn } from '../api/passkey-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordRecoveryForm } from './password-recovery-form';
import { SecondStepForm } from './second-step-form';
import type { SecondStepAnswer } from '@contracts/account-security.views';
import { schemaResolver } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';

const LOGIN_FAILED = 'No se pudo iniciar sesión. Inténtalo de nuevo más tarde.';

/** The login screen with its two modes: sign in, or ask for a recovery e-mail. */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  // /login?recuperar=1 (the link in the e-mail about a registration with a known address) opens the recovery form.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'login' | 'recovery'>(params.has('recuperar') ? 'recovery' : 'login');
  const [secondStep, setSecondStep] = useState<SecondStepAnswer['segundoPaso'] | null>(null);
  const hydrating = useHydratingPage() !== null;
  const { trigger, isMutating } = useLogin();
  const passkey = usePasskeySignIn();
  const passkeys = useWebAuthnSupported();
  const autofillStarted = useRef(false);

  // The browser's autofill: passkeys of this site offered under the e-mail field, chosen without a password.
  // Asked for when the person reaches the field (not on load: the page asks nothing of the API by itself);
  // cancelled when the page goes. Only the server's refusal is worth saying: a cancelled request is not.
  useEffect(() => () => cancelPasskeyRequest(), []);
  const startAutofill = () => {
    if (autofillStarted.current) return;
    autofillStarted.current = true;
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (!autofill) return;
      signInWithPasskey(true).then(
        (session) => onSuccess(session.user),
        (error: unknown) => {
          autofillStarted.current = false;
          if (error instanceof ApiError && error.fromServer) setFailure(webAuthnFailure(error, LOGIN_FAILED));
        },
      );
    });
  };
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: schemaResolver(loginInputSchema), defaultValues: { email: '', password: '' } });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  if (secondStep) {
    return <SecondStepForm step={secondStep} onSuccess={onSuccess} onBack={() => setSecondStep(null)} />;
  }

  if (mode === 'recovery') {
    return <PasswordRecoveryForm defaultEmail={getValues('email')} onBack={() => setMode('login')} />;
  }

  const withPasskey = async () => {
    setFailure(null);
    try {
      const session = await passkey.trigger();
      onSuccess(session.user);
    } catch (error) {
      setFailure(webAuthnFailure(error, LOGIN_FAILED));
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await trigger(values);
      if ('segundoPaso' in answer) setSecondStep(answer.segundoPaso);
      else onSuccess(answer.user);
    } catch (error) {
      setFailure(messageOf(error, LOGIN_FAILED));
    }
  });

  return (
    <div className="auth-card__content">
      <h1 className="auth-card__title">Iniciar Sesión</h1>
      <p className="auth-card__lead">Entra para inscribirte en campeonatos y eventos.</p>
      <form className="stack" onSubmit={onSubmit(submit)} noValidate>
        <Input label="Correo electrónico" type="email" autoComplete="username webauthn" inputMode="email" error={errors.email?.message} {...register('email')} onFocus={startAutofill} />
        <Input label="Contraseña" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="auth-card__row">
          {/* Like the shared Button: a tap before the app takes the rendered page over would be lost. */}
          <button type="button" className="link-button" disabled={hydrating} onClick={() => setMode('recovery')}>
            ¿Olvidaste tu contraseña?
          </button>
        </div>
        <Button type="submit" fullWidth size="lg" busy={isMutating} busyText="Iniciando sesión..." icon={<LogIn size={18} aria-hidden="true" />}>
          Iniciar sesión
        </Button>
        <div aria-live="assertive">{failure && <p className="form-error">{failure}</p>}</div>
      </form>
      <div className="auth-card__divider">
        <span>o</span>
      </div>
      {passkeys && (
        <Button
          variant="secondary"
          fullWidth
          size="md"
          className="passkey-sign-in"
          busy={passkey.isMutating}
          busyText="Esperando a tu llave de acceso..."
          disabled={hydrating}
          icon={<KeyRound size={18} aria-hidden="true" />}
          onClick={() => void withPasskey()}
        >
          Entrar con llave de acceso
        </Button>
      )}
      <GoogleSignInButton />
      <p className="auth-card__switch">
        <Link to="/register">¿No tienes usuario? Regístrate</Link>
      </p>
    </div>
  );
}
