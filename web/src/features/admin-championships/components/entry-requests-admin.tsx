import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { AdminEntryRequestView as Request, GateStandingView } from '@contracts/entries.views';
import { Button } from '@/components/ui/button';
import { EmailText } from '@/components/ui/email-text';
import { FormModal } from '@/components/ui/form-modal';
import { Table } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { approveRequest, rejectRequest } from '../api/entries';
import { withDetail } from './messages';
import { GateFigure } from './gate-figure';

const nameOf = (r: Request) => `${r.nombre} ${r.apellido}`.trim();

/** Entry requests waiting for a decision where a championship requires approval: Aprobar, or Rechazar with a reason mailed to the driver. */
/** `standings`: each driver's figure against the licence gate, where the championship has one (docs/adr/0037). */
export function EntryRequestsAdmin({
  campeonatoId,
  requests,
  standings,
  onChanged,
}: {
  campeonatoId: string;
  requests: Request[];
  standings?: Record<string, GateStandingView>;
  onChanged: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const approve = async (r: Request) => {
    setBusy(true);
    try {
      toast.success((await approveRequest(campeonatoId, r.usuarioId)).message, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail('Error al aprobar la solicitud', err), ADMIN_TOAST);
    } finally {
      await onChanged();
      setBusy(false);
    }
  };

  const reject = async () => {
    if (!rejecting) return;
    setBusy(true);
    setError(null);
    try {
      toast.success((await rejectRequest(campeonatoId, rejecting.usuarioId, motivo)).message, ADMIN_TOAST);
      setRejecting(null);
      setMotivo('');
      await onChanged();
    } catch (err) {
      setError(fieldErrorsOf(err).motivo ?? withDetail('Error al rechazar la solicitud', err));
    } finally {
      setBusy(false);
    }
  };

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
                <Button size="sm" icon={<Check size={16} aria-hidden="true" />} disabled={busy} onClick={() => void approve(r)} aria-label={`Aprobar a ${nameOf(r)}`}>
                  Aprobar
                </Button>
                <Button variant="danger" size="sm" icon={<X size={16} aria-hidden="true" />} disabled={busy} onClick={() => setRejecting(r)} aria-label={`Rechazar a ${nameOf(r)}`}>
                  Rechazar
                </Button>
              </span>
            ),
          },
        ]}
      />
      {rejecting && (
        <FormModal
          title={`Rechazar a ${nameOf(rejecting)}`}
          formId="reject-request"
          onSubmit={(event) => {
            event.preventDefault();
            void reject();
          }}
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
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={error ?? undefined}
            hint="Se le envía al piloto por correo. No se hizo ningún cobro."
          />
        </FormModal>
      )}
    </section>
  );
}
