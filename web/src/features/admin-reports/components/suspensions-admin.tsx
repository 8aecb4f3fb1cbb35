import { ShieldOff } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { liftSuspensionSchema } from '@contracts/stewarding.contract';
import type { SuspensionView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { schemaResolver } from '@/lib/form-errors';
import { formatDay } from '@/lib/format';
import { driverName } from '@/lib/penalty-text';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useChampionshipSuspensions, useLiftSuspension } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { es } from '@contracts/spanish-contractions';

/** A championship's suspensions from licence points; an admin lifts one with a reason (logged on the public page). */
export function SuspensionsAdmin({ campeonatoId }: { campeonatoId: string }) {
  const { data } = useChampionshipSuspensions(campeonatoId);
  const active = (data ?? []).filter((s) => s.levantada === null);
  return (
    <section aria-labelledby="suspensions-title">
      <h3 id="suspensions-title">Suspensiones vigentes</h3>
      {active.length === 0 ? <p className="muted">Ningún piloto está suspendido en este campeonato.</p> : active.map((s) => <LiftForm key={s.id} s={s} campeonatoId={campeonatoId} />)}
    </section>
  );
}

function LiftForm({ s, campeonatoId }: { s: SuspensionView; campeonatoId: string }) {
  const { trigger, isMutating: busy } = useLiftSuspension(campeonatoId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof liftSuspensionSchema>>({ resolver: schemaResolver(liftSuspensionSchema), defaultValues: { motivo: '' } });
  const submit = handleSubmit(async ({ motivo }) => {
    try {
      const answer = await trigger({ id: s.id, motivo });
      toast.success(answer.message, ADMIN_TOAST);
    } catch (err) {
      const text = withDetail(REPORTS_ERROR.lift, err);
      // The refusal is said under the reason, the form's one field.
      setError('motivo', { type: 'server', message: text });
      toast.error(text, ADMIN_TOAST);
    }
  });
  const who = driverName(s.piloto);
  return (
    <form className="reports__filters" aria-label={es`Levantar la suspensión de ${who}`} noValidate onSubmit={(event) => void submit(event)}>
      <p>
        <strong>{who}</strong>: {s.sancion} {s.tipo === 'carrera' ? 'en' : 'desde'} {s.carrera ? `${s.carrera.circuito} · ${formatDay(s.carrera.fechaInicio)}` : 'carrera eliminada'} ({s.puntos} puntos)
      </p>
      <Input label={es`Motivo para levantar la suspensión de ${who}`} error={errors.motivo?.message} {...register('motivo')} />
      <Button type="submit" variant="secondary" icon={<ShieldOff size={18} aria-hidden="true" />} disabled={busy}>
        Levantar suspensión
      </Button>
    </form>
  );
}
