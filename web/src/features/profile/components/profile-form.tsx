import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { IRACING_ID_LABEL, SKILL_LEVEL_LABELS } from '@contracts/identity.contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailText } from '@/components/ui/email-text';
import { ErrorState } from '@/components/ui/error-state';
import { ImagePicker } from '@/components/ui/image-picker';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf, messageOf } from '@/lib/api-client';
import { initialsOf } from '@/lib/format';
import type { UserView as User } from '@contracts/identity.views';
import { useProfile } from '../api/get-profile';
import { updateProfileInputSchema, useUpdateProfile, type UpdateProfileFormValues, type UpdateProfileInput } from '../api/update-profile';
import './profile.css';
import { es } from '@contracts/spanish-contractions';
import { schemaResolver } from '@/lib/form-errors';
import { useFormFailure } from '@/lib/form-failure';

export const PROFILE_SAVED = 'Perfil actualizado con éxito!';
const SKILL_OPTIONS = Object.entries(SKILL_LEVEL_LABELS).map(([value, label]) => ({ value, label }));

/** The signed-in driver's profile: photo and the fields they own (iRacing id included); the rest is read-only. */
export function ProfileForm({ userId, onSaved }: { userId: string | null; onSaved: (user: User) => void }) {
  const { data, error, isLoading, mutate } = useProfile(userId);
  if (!userId) return <ErrorState message="Usuario no identificado." />;
  if (error) return <ErrorState message="Error al cargar el perfil. Inténtalo de nuevo." onRetry={() => void mutate()} />;
  if (isLoading || !data) return <ProfileSkeleton />;
  return (
    <ProfileEditor
      key={data.id}
      user={data}
      onSaved={onSaved}
    />
  );
}

function ProfileEditor({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const { trigger, isMutating } = useUpdateProfile(user.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateProfileFormValues, unknown, UpdateProfileInput>({
    resolver: schemaResolver(updateProfileInputSchema),
    defaultValues: {
      simuladorFavorito: user.simuladorFavorito ?? '',
      cocheFavorito: user.cocheFavorito ?? '',
      nivelHabilidad: user.nivelHabilidad ?? '',
      biografia: user.biografia ?? '',
      iracingId: user.iracingId === null ? '' : String(user.iracingId),
    },
  });
  const { failure, setFailure, onSubmit } = useFormFailure(errors);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await trigger({ ...values, imagenPerfil: photo });
      toast.success(PROFILE_SAVED);
      setPhoto(null);
      onSaved(answer.user);
    } catch (err) {
      for (const [field, message] of Object.entries(fieldErrorsOf(err))) {
        if (field in values) setError(field as keyof UpdateProfileFormValues, { message });
      }
      const message = messageOf(err, 'Error al actualizar el perfil. Inténtalo de nuevo.');
      setFailure(message);
      toast.error(message);
    }
  });

  const fullName = `${user.nombre} ${user.apellido}`;
  return (
    <form className="profile" onSubmit={onSubmit(submit)} noValidate>
      <Card as="section" className="profile__identity" aria-labelledby="profile-identity">
        <h2 id="profile-identity" className="visually-hidden">
          Tus datos
        </h2>
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
        <dl className="profile__facts">
          <div>
            <dt>Nombre</dt>
            <dd>{user.nombre}</dd>
          </div>
          <div>
            <dt>Apellido</dt>
            <dd>{user.apellido}</dd>
          </div>
          <div className="profile__fact--stacked">
            <dt>Correo electrónico</dt>
            <dd>
              <EmailText email={user.email} className="profile__email" />
            </dd>
          </div>
          <div>
            <dt>Usuario</dt>
            <dd>{user.username ?? 'Sin nombre de usuario'}</dd>
          </div>
          <div>
            <dt>Campeonatos inscritos</dt>
            <dd className="tabular">{user.campeonatosInscritos.length}</dd>
          </div>
          <div>
            <dt>Estado de la cuenta</dt>
            <dd>{user.suspendido ? <Badge tone="danger">Suspendido</Badge> : <Badge tone="success">Activo</Badge>}</dd>
          </div>
        </dl>
      </Card>
      <Card as="section" className="profile__editor" aria-labelledby="profile-racing">
        <h2 id="profile-racing" className="profile__section-title">
          Tu perfil de piloto
        </h2>
        <div className="form-grid form-grid--2">
          <Input label="Simulador favorito" placeholder="iRacing, ACC, rFactor 2…" error={errors.simuladorFavorito?.message} {...register('simuladorFavorito')} />
          <Input label="Coche favorito" placeholder="Porsche 911 GT3 R…" error={errors.cocheFavorito?.message} {...register('cocheFavorito')} />
          <Input
            label={IRACING_ID_LABEL}
            inputMode="numeric"
            autoComplete="off"
            hint="Es el número de cliente que muestra tu perfil en iRacing. Con él la clasificación reconoce tus resultados; se muestra en tu página de piloto y en las listas de inscritos."
            error={errors.iracingId?.message}
            {...register('iracingId')}
          />
          <Select
            label="Nivel de habilidad"
            placeholder="Sin especificar"
            options={SKILL_OPTIONS}
            error={errors.nivelHabilidad?.message}
            className="span-all"
            {...register('nivelHabilidad')}
          />
          <Textarea label="Biografía" rows={5} placeholder="Cuéntanos de ti como piloto" className="span-all" error={errors.biografia?.message} {...register('biografia')} />
        </div>
        <div className="profile__actions">
          <div aria-live="assertive" className="profile__failure">
            {failure && <p className="form-error">{failure}</p>}
          </div>
          <Button type="submit" busy={isMutating} busyText="Guardando..." icon={<Save size={18} aria-hidden="true" />}>
            Guardar cambios
          </Button>
        </div>
      </Card>
    </form>
  );
}

function ProfileSkeleton() {
  return (
    <div className="profile" aria-busy="true">
      <span className="visually-hidden" role="status">
        Cargando perfil...
      </span>
      <Card className="profile__identity">
        <Skeleton width={112} height={112} radius={56} />
        <SkeletonLines lines={6} />
      </Card>
      <Card className="profile__editor">
        <SkeletonLines lines={8} />
      </Card>
    </div>
  );
}
