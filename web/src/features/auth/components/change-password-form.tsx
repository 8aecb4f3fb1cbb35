import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageOf } from '@/lib/api-client';
import { changePasswordInputSchema, useChangePassword, type ChangePasswordInput } from '../api/change-password';
import { restText, schemaResolver, showServerErrors } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { trigger, isMutating } = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: schemaResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  const submit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      toast.success('Contraseña cambiada con éxito');
      onChanged();
    } catch (error) {
      const rest = restText(showServerErrors(error, setError, Object.keys(values) as (keyof ChangePasswordInput)[]));
      setFailure(rest || messageOf(error, 'Error al cambiar la contraseña'));
    }
  });

  return (
    <div className="auth-card__content">
      <h1 className="auth-card__title">Cambiar contraseña</h1>
      <p className="auth-card__lead">Por seguridad, al cambiarla se cerrarán tus sesiones en otros dispositivos.</p>
      <form className="stack" onSubmit={onSubmit(submit)} noValidate>
        <Input label="Contraseña actual" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
        <Input label="Nueva contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." error={errors.newPassword?.message} {...register('newPassword')} />
        <Input label="Confirmar nueva contraseña" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <Button type="submit" fullWidth size="lg" busy={isMutating} busyText="Guardando..." icon={<KeyRound size={18} aria-hidden="true" />}>
          Cambiar contraseña
        </Button>
        <div aria-live="assertive">{failure && <p className="form-error">{failure}</p>}</div>
      </form>
    </div>
  );
}
