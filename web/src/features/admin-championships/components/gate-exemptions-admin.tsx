import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useGateExemptionChange, useGateExemptions } from '../api/entries';
import { withDetail } from './messages';
import { es } from '@contracts/spanish-contractions';

/**
 * The championship's licence and iRating requirements and the drivers an admin lets through them
 * (docs/adr/0037): 'Permitir inscripción' by e-mail or account id, and 'Quitar'. The server checks the role.
 */
export function GateExemptionsAdmin({ campeonatoId, requisitos }: { campeonatoId: string; requisitos: string }) {
  const { data } = useGateExemptions(campeonatoId, true);
  const { trigger, isMutating: busy } = useGateExemptionChange(campeonatoId);
  const [usuario, setUsuario] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      toast.success((await trigger({ action: 'add', usuario })).message, ADMIN_TOAST);
      setUsuario('');
    } catch (err) {
      setError(withDetail('No se pudo registrar la excepción', err));
    }
  };

  const remove = async (usuarioId: string) => {
    try {
      toast.success((await trigger({ action: 'remove', usuarioId })).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail('No se pudo retirar la excepción', err), ADMIN_TOAST);
    }
  };

  return (
    <section className="entry-admin__gate card" aria-labelledby="gate-title">
      <h2 id="gate-title">
        <ShieldCheck size={20} aria-hidden="true" /> Requisitos de licencia
      </h2>
      <p>{requisitos}</p>
      <p className="muted">Los pilotos de esta lista pueden inscribirse aunque no cumplan los requisitos.</p>
      {data && data.pilotos.length > 0 ? (
        <ul className="entry-admin__exemptions">
          {data.pilotos.map((p) => (
            <li key={p.usuarioId}>
              <span>
                {p.nombre} <span className="muted">{p.email}</span>
              </span>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => void remove(p.usuarioId)} aria-label={es`Quitar la excepción de ${p.nombre}`}>
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nadie tiene excepción todavía.</p>
      )}
      <form className="entry-admin__filters" onSubmit={(e) => void add(e)}>
        <Input label="Correo o ID del piloto" value={usuario} onChange={(e) => setUsuario(e.target.value)} error={error} required />
        <Button type="submit" busy={busy} busyText="Guardando...">
          Permitir inscripción
        </Button>
      </form>
    </section>
  );
}
