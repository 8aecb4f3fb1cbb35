import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/lib/api-client';
import { useHydratingPage } from '@/lib/server-render';
import type { UserView as User } from '@contracts/identity.views';
import { loginInputSchema, useLogin, type LoginInput } from '../api/login';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordRecoveryForm } from './password-recovery-form';

const LOGIN_FAILED = 'No se pudo iniciar sesión. Inténtalo de nuevo más tarde.';

/** The login screen with its two modes: sign in, or ask for a recovery e-mail. */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  // /login?recuperar=1 (the link in the e-mail about a registration with a known address) opens the recovery form.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'login' | 'recovery'>(params.has('recuperar') ? 'recovery' : 'login');
  const [failure, setFailure] = useState<string | null>(null);
  const hydrating = useHydratingPage() !== null;
  const { trigger, isMutating } = useLogin();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInputSchema), defaultValues: { email: '', password: '' } });

  if (mode === 'recovery') {
    return <PasswordRecoveryForm defaultEmail={getValues('email')} onBack={() => setMode('login')} />;
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await trigger(values);
      onSuccess(session.user);
    } catch (error) {
      setFailure(messageOf(error, LOGIN_FAILED));
    }
  });

  return (
    <div className="auth-card__content">
      <h1 className="auth-card__title">Iniciar Sesión</h1>
      <p className="auth-card__lead">Entra para inscribirte en campeonatos y eventos.</p>
      <form className="stack" onSubmit={submit} noValidate>
        <Input label="Correo electrónico" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
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
      <GoogleSignInButton />
      <p className="auth-card__switch">
        <Link to="/register">¿No tienes usuario? Regístrate</Link>
      </p>
    </div>
  );
}
