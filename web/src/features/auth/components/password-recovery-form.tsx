import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FORGOT_PASSWORD_MESSAGE } from '@contracts/identity.contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { passwordResetRequestSchema, useRequestPasswordReset, type PasswordResetRequestInput } from '../api/request-password-reset';

/** The login screen's recovery mode: the same answer whether or not the address has an account. */
export function PasswordRecoveryForm({ defaultEmail, onBack }: { defaultEmail?: string; onBack: () => void }) {
  const { trigger, isMutating } = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: defaultEmail ?? '' } });

  const submit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      toast.success(FORGOT_PASSWORD_MESSAGE);
      onBack();
    } catch {
      toast.error('Error al enviar el email de recuperación');
    }
  });

  return (
    <div className="auth-card__content">
      <h1 className="auth-card__title">Recuperar Contraseña</h1>
      <p className="auth-card__lead">Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.</p>
      <form className="stack" onSubmit={submit} noValidate>
        <Input label="Correo electrónico" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" fullWidth size="lg" busy={isMutating} busyText="Enviando..." icon={<Mail size={18} aria-hidden="true" />}>
          Enviar instrucciones
        </Button>
        <Button variant="ghost" fullWidth onClick={onBack} icon={<ArrowLeft size={18} aria-hidden="true" />}>
          Volver al inicio de sesión
        </Button>
      </form>
    </div>
  );
}
