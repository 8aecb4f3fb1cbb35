import { ArrowLeft, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { IRACING_ID_LABEL, SKILL_LEVEL_LABELS } from '@contracts/identity.contract';
import { Badge } from '@/components/ui/badge';
import { Button, LinkButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { ImagePicker } from '@/components/ui/image-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonLines } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { messageOf } from '@/lib/api-client';
import { schemaResolver, showServerErrors } from '@/lib/form-errors';
import { formatDate, initialsOf } from '@/lib/format';
import { ROL_LABELS } from '@/lib/roles';
import { ADMIN_TOAST } from '@/lib/toast-options';
import type { UserView as User } from '@contracts/identity.views';
import { useUser } from '../api/get-user';
import { updateUserInputSchema, useUpdateUser, type UpdateUserFormValues, type UpdateUserInput } from '../api/update-user';
import './admin-users.css';
import { es } from '@contracts/spanish-contractions';
import { useFormFailure } from '@/lib/form-failure';

const SKILL_OPTIONS = Object.entries(SKILL_LEVEL_LABELS).map(([value, label]) => ({ value, label }));
const BACK = '/admin/usuarios';

const FIELDS = ['nombre', 'apellido', 'email', 'rol', 'suspendido', 'simuladorFavorito', 'cocheFavorito', 'nivelHabilidad', 'biografia', 'iracingId'] as const;

export function UserEditForm({ userId, currentUserId, onSaved }: { userId: string | undefined; currentUserId: string; onSaved: () => void }) {
  const { data, error, isLoading, mutate } = useUser(userId);
  let body;
  if (error) body = <ErrorState message="Error al cargar los detalles del usuario" onRetry={() => void mutate()} />;
  else if (isLoading || !data)
    body = (
      <Card aria-busy="true">
        <span className="visually-hidden" role="status">
          Cargando usuario...
        </span>
        <SkeletonLines lines={10} />
      </Card>
    );
  else
    body = (
      <UserEditor
        key={data.id}
        user={data}
        isSelf={data.id === currentUserId}
        onSaved={onSaved}
      />
    );

  return (
    <section aria-labelledby="user-edit-title">
      <header className="admin-page__header">
        <div>
          <h1 id="user-edit-title">Editar usuario</h1>
          {data && (
            <p>
              {data.nombre} {data.apellido} · registrado el {formatDate(data.createdAt)}
            </p>
          )}
        </div>
        <LinkButton to={BACK} variant="ghost" icon={<ArrowLeft size={18} aria-hidden="true" />}>
          Volver a usuarios
        </LinkButton>
      </header>
      {body}
    </section>
  );
}

function UserEditor({ user, isSelf, onSaved }: { user: User; isSelf: boolean; onSaved: () => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const { trigger, isMutating } = useUpdateUser(user.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateUserFormValues, unknown, UpdateUserInput>({
    resolver: schemaResolver(updateUserInputSchema),
    defaultValues: {
      nombre: user.nombre,
      apellido: user.apellido,
      email: user.email,
      rol: user.rol,
      suspendido: user.suspendido,
      simuladorFavorito: user.simuladorFavorito ?? '',
      cocheFavorito: user.cocheFavorito ?? '',
      nivelHabilidad: user.nivelHabilidad ?? '',
      biografia: user.biografia ?? '',
      iracingId: user.iracingId === null ? '' : String(user.iracingId),
    },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  const roleOptions = [
    { value: 'user', label: ROL_LABELS.user },
    { value: 'comisario', label: ROL_LABELS.comisario },
    { value: 'transmision', label: ROL_LABELS.transmision },
    { value: 'admin', label: ROL_LABELS.admin },
    ...(user.rol === 'superadmin' ? [{ value: 'superadmin', label: ROL_LABELS.superadmin }] : []),
  ];

  const submit = handleSubmit(async (values) => {
    try {
      await trigger({ ...values, imagenPerfil: photo });
      toast.success('Usuario actualizado con éxito', ADMIN_TOAST);
      onSaved();
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
      toast.error('Error al actualizar el usuario', ADMIN_TOAST);
      setFailure(messageOf(err, 'Error al actualizar el usuario'));
    }
  });

  const fullName = `${user.nombre} ${user.apellido}`;
  return (
    <form className="user-edit" onSubmit={onSubmit(submit)} noValidate>
      <Card as="section" aria-labelledby="user-edit-account" className="user-edit__card">
        <div className="user-edit__card-header">
          <h2 id="user-edit-account">Cuenta</h2>
          {user.suspendido ? <Badge tone="danger">Suspendido</Badge> : <Badge tone="success">Activo</Badge>}
        </div>
        <div className="form-grid form-grid--2">
          <Input label="Nombre" error={errors.nombre?.message} {...register('nombre')} />
          <Input label="Apellido" error={errors.apellido?.message} {...register('apellido')} />
          <Input label="Correo electrónico" type="email" className="span-all" error={errors.email?.message} {...register('email')} />
          <Select
            label="Rol"
            options={roleOptions}
            disabled={isSelf || user.rol === 'superadmin'}
            hint={isSelf ? 'No puedes cambiar tu propio rol.' : undefined}
            error={errors.rol?.message}
            {...register('rol')}
          />
          <div className="user-edit__suspend">
            <Checkbox
              label="Cuenta suspendida"
              hint={isSelf ? 'No puedes suspender tu propia cuenta.' : 'Puede entrar y ver su perfil, pero no inscribirse, pagar ni reportar.'}
              disabled={isSelf}
              error={errors.suspendido?.message}
              {...register('suspendido')}
            />
          </div>
        </div>
      </Card>
      <Card as="section" aria-labelledby="user-edit-profile" className="user-edit__card">
        <h2 id="user-edit-profile">Perfil de piloto</h2>
        <div className="form-grid form-grid--2">
          <div className="span-all">
            <ImagePicker
              label="Foto de perfil"
              alt={es`Foto de perfil de ${fullName}`}
              currentUrl={user.imagenPerfil}
              onChange={setPhoto}
              round
              buttonText="Cambiar foto"
              placeholder={<span className="image-picker__initials">{initialsOf(user.nombre, user.apellido)}</span>}
              hint="JPEG, PNG, WebP o GIF, hasta 5 MB."
            />
          </div>
          <Input label="Simulador favorito" error={errors.simuladorFavorito?.message} {...register('simuladorFavorito')} />
          <Input label="Coche favorito" error={errors.cocheFavorito?.message} {...register('cocheFavorito')} />
          <Input
            label={IRACING_ID_LABEL}
            inputMode="numeric"
            autoComplete="off"
            hint="Con él se reconocen sus resultados importados de iRacing. Opcional; no puede repetirse."
            error={errors.iracingId?.message}
            {...register('iracingId')}
          />
          <Select label="Nivel de habilidad" placeholder="Sin especificar" options={SKILL_OPTIONS} error={errors.nivelHabilidad?.message} {...register('nivelHabilidad')} />
          <Textarea label="Biografía" rows={4} className="span-all" error={errors.biografia?.message} {...register('biografia')} />
        </div>
      </Card>
      <div className="form-actions">
        <div aria-live="assertive" className="form-actions__failure">
          {failure && <p className="form-error">{failure}</p>}
        </div>
        <LinkButton to={BACK} variant="secondary">
          Cancelar
        </LinkButton>
        <Button type="submit" busy={isMutating} busyText="Guardando..." icon={<Save size={18} aria-hidden="true" />}>
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}
