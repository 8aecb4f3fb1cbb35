import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ShieldCheck, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { decideEntryRequestSchema } from '@contracts/entries.contract';
import type { GateExemptionRequestAdminView } from '@contracts/entries.views';
import { Button } from '@/components/ui/button';
import { EmailText } from '@/components/ui/email-text';
import { FormModal } from '@/components/ui/form-modal';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useAnswerExemptionRequest, useGateExemptionChange, useGateExemptions } from '../api/entries';
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
      {data && data.solicitudes.length > 0 && <ExemptionRequests campeonatoId={campeonatoId} requests={data.solicitudes} />}
      <form className="entry-admin__filters" onSubmit={(e) => void add(e)}>
        <Input label="Correo o ID del piloto" value={usuario} onChange={(e) => setUsuario(e.target.value)} error={error} required />
        <Button type="submit" busy={busy} busyText="Guardando...">
          Permitir inscripción
        </Button>
      </form>
    </section>
  );
}

/** The contract's rule and message for the reason, checked before sending; the server checks it again. */
const declineResolver = zodResolver(decideEntryRequestSchema);

/**
 * Drivers whose licence the site does not know asking to be let through: 'Conceder' records the
 * exemption, 'Rechazar' asks a reason; the driver is e-mailed either answer (docs/adr/0037).
 */
function ExemptionRequests({ campeonatoId, requests }: { campeonatoId: string; requests: GateExemptionRequestAdminView[] }) {
  const { trigger, isMutating: busy } = useAnswerExemptionRequest(campeonatoId);
  const [declining, setDeclining] = useState<GateExemptionRequestAdminView | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: declineResolver, defaultValues: { motivo: '' } });

  const grant = async (r: GateExemptionRequestAdminView) => {
    try {
      toast.success((await trigger({ solicitudId: r.id })).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail('No se pudo conceder la excepción', err), ADMIN_TOAST);
    }
  };

  const decline = handleSubmit(async ({ motivo }) => {
    if (!declining) return;
    try {
      toast.success((await trigger({ solicitudId: declining.id, motivo })).message, ADMIN_TOAST);
      setDeclining(null);
      reset();
    } catch (err) {
      setError('motivo', { message: fieldErrorsOf(err).motivo ?? withDetail('No se pudo rechazar la solicitud', err) });
    }
  });

  return (
    <div className="entry-admin__exemption-requests">
      <h3>Solicitudes de excepción</h3>
      <p className="muted">Pilotos cuya licencia no conocemos y que piden inscribirse sin ella.</p>
      <ul className="entry-admin__exemptions">
        {requests.map((r) => (
          <li key={r.id}>
            <span>
              {r.nombre} <EmailText email={r.email} className="muted" />
              <br />
              <span className="muted">Pedida el {formatDateTime(r.fechaSolicitud)} (hora del centro de México)</span>
            </span>
            <span className="entry-admin__exemption-actions">
              <Button size="sm" icon={<Check size={16} aria-hidden="true" />} disabled={busy} onClick={() => void grant(r)} aria-label={es`Conceder la excepción a ${r.nombre}`}>
                Conceder
              </Button>
              <Button variant="danger" size="sm" icon={<X size={16} aria-hidden="true" />} disabled={busy} onClick={() => setDeclining(r)} aria-label={es`Rechazar la excepción de ${r.nombre}`}>
                Rechazar
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {declining && (
        <FormModal
          title={es`Rechazar la excepción de ${declining.nombre}`}
          formId="decline-exemption"
          onSubmit={decline}
          onClose={() => !busy && setDeclining(null)}
          busy={busy}
          submitText="Rechazar"
          busyText="Rechazando..."
          submitVariant="danger"
          submitIcon={<X size={18} aria-hidden="true" />}
        >
          <Textarea label="Motivo" required rows={3} {...register('motivo')} error={errors.motivo?.message} hint="Se le envía al piloto por correo." />
        </FormModal>
      )}
    </div>
  );
}
