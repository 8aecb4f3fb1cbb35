import { ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { SuspensionView } from '@contracts/stewarding.views';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
  const [motivo, setMotivo] = useState('');
  const { trigger, isMutating: busy } = useLiftSuspension(campeonatoId);
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const answer = await trigger({ id: s.id, motivo });
      toast.success(answer.message, ADMIN_TOAST);
    } catch (err) {
      const text = withDetail(REPORTS_ERROR.lift, err);
      setError(text);
      toast.error(text, ADMIN_TOAST);
    }
  };
  const who = driverName(s.piloto);
  return (
    <form className="reports__filters" aria-label={es`Levantar la suspensión de ${who}`} noValidate onSubmit={(event) => void submit(event)}>
      <p>
        <strong>{who}</strong>: {s.sancion} {s.tipo === 'carrera' ? 'en' : 'desde'} {s.carrera ? `${s.carrera.circuito} · ${formatDay(s.carrera.fechaInicio)}` : 'carrera eliminada'} ({s.puntos} puntos)
      </p>
      <Input label={es`Motivo para levantar la suspensión de ${who}`} value={motivo} onChange={(e) => setMotivo(e.target.value)} error={error} />
      <Button type="submit" variant="secondary" icon={<ShieldOff size={18} aria-hidden="true" />} disabled={busy}>
        Levantar suspensión
      </Button>
    </form>
  );
}
