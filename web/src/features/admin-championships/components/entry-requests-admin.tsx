import { Check, X } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { decideEntryRequestSchema } from '@contracts/entries.contract';
import type { AdminEntryRequestView as Request, GateStandingView } from '@contracts/entries.views';
import { Button } from '@/components/ui/button';
import { EmailText } from '@/components/ui/email-text';
import { FormModal } from '@/components/ui/form-modal';
import { Table } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useApproveRequest, useRejectRequest } from '../api/entries';
import { withDetail } from './messages';
import { GateFigure } from './gate-figure';
import { es } from '@contracts/spanish-contractions';

const nameOf = (r: Request) => `${r.nombre} ${r.apellido}`.trim();

/** The contract's rule and message for the reason, checked before sending; the server checks it again. */
const rejectResolver = zodResolver(decideEntryRequestSchema);

/** Entry requests waiting for a decision where a championship requires approval: Aprobar, or Rechazar with a reason mailed to the driver. */
/** `standings`: each driver's figure against the licence gate, where the championship has one (docs/adr/0037). */
export function EntryRequestsAdmin({ campeonatoId, requests, standings }: { campeonatoId: string; requests: Request[]; standings?: Record<string, GateStandingView> }) {
  const approval = useApproveRequest(campeonatoId);
  const rejection = useRejectRequest(campeonatoId);
  const busy = approval.isMutating || rejection.isMutating;
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: rejectResolver, defaultValues: { motivo: '' } });

  const approve = async (r: Request) => {
    try {
      toast.success((await approval.trigger(r.usuarioId)).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail('Error al aprobar la solicitud', err), ADMIN_TOAST);
    }
  };

  const reject = handleSubmit(async ({ motivo }) => {
    if (!rejecting) return;
    try {
      toast.success((await rejection.trigger({ usuarioId: rejecting.usuarioId, motivo })).message, ADMIN_TOAST);
      setRejecting(null);
      reset();
    } catch (err) {
      setError('motivo', { message: fieldErrorsOf(err).motivo ?? withDetail('Error al rechazar la solicitud', err) });
    }
  });

  if (requests.length === 0) return null;
  return (
    <section className="waitlist-admin" aria-labelledby="admin-requests-title">
      <h2 id="admin-requests-title">Pendientes de aprobación</h2>
      <Table
        caption="Solicitudes pendientes de aprobación"
        rowKey={(r) => r.usuarioId}
        rows={requests}
        columns={[
          { key: 'piloto', header: 'Piloto', render: (r) => (r.perfilPublico ? <Link to={`/pilotos/${encodeURIComponent(r.usuarioId)}`}>{nameOf(r)}</Link> : nameOf(r)) },
          { key: 'correo', header: 'Correo', render: (r) => (r.email ? <EmailText email={r.email} className="muted" /> : '—') },
          { key: 'fecha', header: 'Solicitud (hora del centro de México)', label: 'Solicitud', numeric: true, render: (r) => formatDateTime(r.fechaSolicitud) },
          ...(standings ? [{ key: 'requisito', header: 'Licencia e iRating', render: (r: Request) => <GateFigure standing={standings[r.usuarioId]} /> }] : []),
          {
            key: 'acciones',
            header: 'Acciones',
            actions: true,
            render: (r) => (
              <span className="waitlist-admin__actions">
                <Button size="sm" icon={<Check size={16} aria-hidden="true" />} disabled={busy} onClick={() => void approve(r)} aria-label={es`Aprobar a ${nameOf(r)}`}>
                  Aprobar
                </Button>
                <Button variant="danger" size="sm" icon={<X size={16} aria-hidden="true" />} disabled={busy} onClick={() => setRejecting(r)} aria-label={es`Rechazar a ${nameOf(r)}`}>
                  Rechazar
                </Button>
              </span>
            ),
          },
        ]}
      />
      {rejecting && (
        <FormModal
          title={es`Rechazar a ${nameOf(rejecting)}`}
          formId="reject-request"
          onSubmit={reject}
          onClose={() => !busy && setRejecting(null)}
          busy={busy}
          submitText="Rechazar"
          busyText="Rechazando..."
          submitVariant="danger"
          submitIcon={<X size={18} aria-hidden="true" />}
        >
          <Textarea
            label="Motivo"
            required
            rows={3}
            {...register('motivo')}
            error={errors.motivo?.message}
            hint="Se le envía al piloto por correo. No se hizo ningún cobro."
          />
        </FormModal>
      )}
    </section>
  );
}
