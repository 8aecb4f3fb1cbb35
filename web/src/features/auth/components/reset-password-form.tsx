import { KeyRound, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button, LinkButton } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageLoader } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { resetPasswordInputSchema, useResetPassword, type ResetPasswordInput } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { restText, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';

const INVALID_REDIRECT_MS = 5000;

/** The reset page: the link is checked first (waiting, valid, invalid), then the new password is asked for. */
export function ResetPasswordForm({ token, userId }: { token: string | null; userId: string | null }) {
  const { data: valid, error, isLoading } = useVerifyResetToken(token, userId);

  if (!token || !userId) return <InvalidLink message="Token de recuperación inválido" />;
  if (isLoading) return <PageLoader label="Verificando el enlace..." />;
  if (error) return <InvalidLink message="Error al verificar el token" />;
  if (!valid) return <InvalidLink message="Token inválido o expirado" />;
  return <NewPasswordForm token={token} userId={userId} />;
}

function InvalidLink({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/login'), INVALID_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="auth-card__content auth-card__content--center">
      <ShieldAlert className="auth-card__icon auth-card__icon--danger" size={40} aria-hidden="true" />
      <h1 className="auth-card__title">Enlace no válido</h1>
      <p className="form-error" role="alert">
        {message}
      </p>
      <p className="muted">Pide un enlace nuevo desde la pantalla de inicio de sesión. Te llevaremos allí en unos segundos.</p>
      <LinkButton to="/login" fullWidth>
        Ir al inicio de sesión
      </LinkButton>
    </div>
  );
}

function NewPasswordForm({ token, userId }: { token: string; userId: string }) {
  const navigate = useNavigate();
  const { trigger, isMutating } = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: schemaResolver(resetPasswordInputSchema, (path) => (path === 'token' || path === 'userId' ? path : undefined)),
    defaultValues: { token, userId, newPassword: '', confirmPassword: '' },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  const submit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      toast.success('Contraseña actualizada con éxito');
      navigate('/login');
    } catch (error) {
      const rest = restText(showServerErrors(error, setError, ['newPassword', 'confirmPassword']));
      setFailure(rest || messageOf(error, 'Error al actualizar la contraseña'));
    }
  });

  return (
    <div className="auth-card__content">
      <h1 className="auth-card__title">Nueva contraseña</h1>
      <p className="auth-card__lead">Elige una contraseña nueva para tu cuenta.</p>
      <form className="stack" onSubmit={onSubmit(submit)} noValidate>
        <Input label="Nueva contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." error={errors.newPassword?.message} {...register('newPassword')} />
        <Input label="Confirmar contraseña" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        {(errors.token || errors.userId) && <p className="form-error">Token de recuperación inválido</p>}
        <Button type="submit" fullWidth size="lg" busy={isMutating} busyText="Guardando..." icon={<KeyRound size={18} aria-hidden="true" />}>
          Guardar contraseña
        </Button>
        <div aria-live="assertive">{failure && <p className="form-error">{failure}</p>}</div>
      </form>
    </div>
  );
}
