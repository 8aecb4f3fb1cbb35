import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/lib/api-client';
import { registerInputSchema, useRegister, type RegisterInput } from '../api/register';
import { restText, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';

export const REGISTER_SUCCESS = '¡Registro exitoso! Redirigiendo al login...';
const REDIRECT_DELAY_MS = 2000;

export function RegisterForm() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const { trigger, isMutating } = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: schemaResolver(registerInputSchema),
    defaultValues: { nombre: '', apellido: '', email: '', password: '', confirmPassword: '', termsAccepted: false, subscribeToNews: false },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      setDone(true);
    } catch (error) {
      const rest = restText(showServerErrors(error, setError, Object.keys(values) as (keyof RegisterInput)[]));
      setFailure(rest || messageOf(error, 'Error al registrar el usuario'));
    }
  });

  return (
    <div className="auth-card__content">
      <h1 className="auth-card__title">Crear cuenta</h1>
      <p className="auth-card__lead">Regístrate para correr en los campeonatos y eventos de la comunidad.</p>
      <form className="stack" onSubmit={onSubmit(submit)} noValidate>
        <div className="form-grid form-grid--2">
          <Input label="Nombre" autoComplete="given-name" error={errors.nombre?.message} {...register('nombre')} />
          <Input label="Apellido" autoComplete="family-name" error={errors.apellido?.message} {...register('apellido')} />
        </div>
        <Input label="Correo electrónico" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <Input label="Contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." error={errors.password?.message} {...register('password')} />
        <Input label="Confirmar contraseña" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <Checkbox
          label={
            <>
              Acepto los <Link to="/terminos-y-condiciones">términos y condiciones</Link>
            </>
          }
          error={errors.termsAccepted?.message}
          {...register('termsAccepted')}
        />
        <Checkbox label="Quiero recibir noticias de campeonatos y eventos" {...register('subscribeToNews')} />
        <Button type="submit" fullWidth size="lg" busy={isMutating} busyText="Registrando..." disabled={done} icon={<UserPlus size={18} aria-hidden="true" />}>
          Registrarme
        </Button>
        <div aria-live="polite">
          {done && <p className="form-success">{REGISTER_SUCCESS}</p>}
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      </form>
      <p className="auth-card__switch">
        ¿Ya tienes cuenta? <Link to="/login">Inicia sesión</Link>
      </p>
    </div>
  );
}
