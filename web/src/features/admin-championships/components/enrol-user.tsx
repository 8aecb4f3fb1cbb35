import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CHAMPIONSHIP_MSG, manualEnrolmentSchema, type ManualEnrolmentRequest } from '@contracts/championships.contract';
import { Button } from '@/components/ui/button';
import { ChampionshipPicker, type PickedChampionship } from '@/components/championships/championship-picker';
import { UserPicker } from '@/components/users/user-picker';
import { showServerErrors } from '@/lib/form-errors';
import { useEnrolUser } from '../api/championships';
import { withDetail } from './messages';
import './admin-championships.css';

const FIELDS = ['campeonatoId', 'usuarioId'] as const;

/** Each championship's places taken, as the list said them: '3/20 inscritos'. */
const placesOf = (c: PickedChampionship) => (c.participantesMaximos === undefined ? '' : `${c.participantesRegistrados ?? 0}/${c.participantesMaximos} inscritos`);

/** /admin/campeonatos/inscribir-usuario: the manual enrolment, same rules as everywhere. */
export function EnrolUserForm() {
  const { trigger, isMutating } = useEnrolUser();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ManualEnrolmentRequest>({ resolver: zodResolver(manualEnrolmentSchema), defaultValues: { campeonatoId: '', usuarioId: '' } });

  const submit = handleSubmit(
    async ({ campeonatoId, usuarioId }) => {
      setResult(null);
      try {
        const res = await trigger({ campeonatoId, usuarioId });
        setResult({ ok: true, text: res.message ?? CHAMPIONSHIP_MSG.enrolled });
        // The championship stays chosen for the next driver.
        setValue('usuarioId', '');
      } catch (err) {
        showServerErrors(err, setError, FIELDS);
        setResult({ ok: false, text: withDetail('Error al inscribir usuario', err) });
      }
    },
    () => setResult(null),
  );

  return (
    <section aria-labelledby="enrol-user-title">
      <header className="admin-page__header">
        <div>
          <h1 id="enrol-user-title">Inscribir usuario</h1>
          <p>Inscribe a un piloto en un campeonato sin pago en línea. Se respetan el cupo y las inscripciones existentes.</p>
        </div>
      </header>
      <form className="admin-form admin-form--narrow" onSubmit={(event) => void submit(event)} noValidate>
          <Controller
            control={control}
            name="campeonatoId"
            render={({ field }) => (
              <ChampionshipPicker
                label="Campeonato"
                required
                detail={placesOf}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.campeonatoId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="usuarioId"
            render={({ field }) => (
              <UserPicker label="Usuario" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.usuarioId?.message} />
            )}
          />
          <div aria-live="polite">
            {result && (
              <p className={result.ok ? 'form-success' : 'form-error'} role={result.ok ? undefined : 'alert'}>
                {result.text}
              </p>
            )}
          </div>
          <div className="admin-form__actions">
            <Button type="submit" icon={<UserPlus size={18} aria-hidden="true" />} busy={isMutating} busyText="Inscribiendo...">
              Inscribir
            </Button>
          </div>
      </form>
    </section>
  );
}
