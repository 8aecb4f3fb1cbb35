import { ArrowLeft, CreditCard, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { ENTRY_ORIGIN_LABELS } from '@contracts/entries.messages';
import type { AdminEntryView as Entry, WithdrawalAnswer } from '@contracts/entries.views';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmailText } from '@/components/ui/email-text';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useAdminEntries, withdrawEntry } from '../api/entries';
import { withDetail } from './messages';
import { WaitlistAdmin } from './waitlist-admin';
import { EntryRequestsAdmin } from './entry-requests-admin';

const nameOf = (e: Entry) => `${e.nombre} ${e.apellido}`.trim();
const paymentLink = (pagoId: string) => `/admin/pagos?pago=${encodeURIComponent(pagoId)}`;

/** /admin/campeonatos/:id/inscritos: who is enrolled, when and how, and Retirar with a confirmation. */
export function EntriesAdmin({ campeonatoId }: { campeonatoId: string }) {
  const { data, error, isLoading, mutate } = useAdminEntries(campeonatoId);
  const [toWithdraw, setToWithdraw] = useState<Entry | null>(null);
  const [busy, setBusy] = useState(false);
  const [refund, setRefund] = useState<{ name: string; answer: WithdrawalAnswer } | null>(null);

  const confirm = async () => {
    if (!toWithdraw) return;
    setBusy(true);
    try {
      const answer = await withdrawEntry(campeonatoId, toWithdraw.usuarioId);
      toast.success(answer.message, ADMIN_TOAST);
      setRefund(answer.pagoId ? { name: nameOf(toWithdraw), answer } : null);
      await mutate();
    } catch (err) {
      toast.error(withDetail('Error al retirar la inscripción', err), ADMIN_TOAST);
    } finally {
      setBusy(false);
      setToWithdraw(null);
    }
  };

  let body;
  if (isLoading && !data) body = <SkeletonRows label="Cargando inscritos..." rows={4} />;
  else if (error && !data) body = <ErrorState message="Error al cargar los inscritos del campeonato" onRetry={() => void mutate()} />;
  else if (!data || data.data.length === 0) body = <EmptyState icon={<Users size={28} aria-hidden="true" />} message="Nadie se ha inscrito en este campeonato todavía." />;
  else
    body = (
      <Table
        caption={`Inscritos en ${data.nombreCampeonato}`}
        rowKey={(e) => e.inscripcionId}
        rows={data.data}
        columns={[
          {
            key: 'piloto',
            header: 'Piloto',
            render: (e) => (
              <span className="entry-admin__driver">
                <Avatar src={e.avatarUrl} nombre={e.nombre} apellido={e.apellido} size={32} decorative />
                <span>
                  {e.perfilPublico ? <Link to={`/pilotos/${encodeURIComponent(e.usuarioId)}`}>{nameOf(e)}</Link> : nameOf(e)}
                </span>
              </span>
            ),
          },
          { key: 'correo', header: 'Correo', render: (e) => (e.email ? <EmailText email={e.email} className="muted" /> : '—') },
          { key: 'iracing', header: 'ID de iRacing', numeric: true, render: (e) => e.iracingId ?? '—' },
          { key: 'fecha', header: 'Inscripción (hora del centro de México)', label: 'Inscripción', numeric: true, render: (e) => formatDateTime(e.fechaInscripcion) },
          {
            key: 'origen',
            header: 'Cómo se inscribió',
            render: (e) => (
              <span className="entry-admin__origin">
                <Badge tone={e.origen === 'admin' ? 'neutral' : 'success'}>{ENTRY_ORIGIN_LABELS[e.origen]}</Badge>
                {e.pagoId && (
                  <Link to={paymentLink(e.pagoId)} aria-label={`Ver pago de ${nameOf(e)}`}>
                    Ver pago
                  </Link>
                )}
              </span>
            ),
          },
          {
            key: 'acciones',
            header: 'Acciones',
            actions: true,
            render: (e) => (
              <Button variant="danger" size="sm" icon={<UserMinus size={16} aria-hidden="true" />} onClick={() => setToWithdraw(e)} aria-label={`Retirar la inscripción de ${nameOf(e)}`}>
                Retirar
              </Button>
            ),
          },
        ]}
      />
    );

  return (
    <section aria-labelledby="admin-entries-title">
      <p>
        <Link to="/admin/campeonatos">
          <ArrowLeft size={16} aria-hidden="true" /> Volver a campeonatos
        </Link>
      </p>
      <header className="admin-page__header">
        <div>
          <h1 id="admin-entries-title">Inscritos{data ? `: ${data.nombreCampeonato}` : ''}</h1>
          <p>
            {data ? (
              <span className="tabular">
                {data.total} de {data.participantesMaximos} lugares ocupados.
              </span>
            ) : null}{' '}
            Retirar una inscripción libera el lugar y avisa al piloto por correo.
          </p>
        </div>
        <div className="admin-champ__actions">
          <LinkButton to="/admin/campeonatos/inscribir-usuario" variant="secondary" icon={<UserPlus size={18} aria-hidden="true" />}>
            Inscribir usuario
          </LinkButton>
        </div>
      </header>
      {refund && (
        <div className="entry-admin__refund" role="status">
          <CreditCard size={20} aria-hidden="true" />
          <p>
            La inscripción de <strong>{refund.name}</strong> estaba pagada: reembolsa el pago en Pagos.{' '}
            <Link to={paymentLink(refund.answer.pagoId!)}>Ir al pago</Link>
          </p>
        </div>
      )}
      {data && <EntryRequestsAdmin campeonatoId={campeonatoId} requests={data.solicitudes} onChanged={() => mutate()} />}
      {body}
      {data && <WaitlistAdmin campeonatoId={campeonatoId} queue={data.listaEspera} horas={data.horasParaAceptar} onChanged={() => mutate()} />}
      <ConfirmDialog
        open={toWithdraw !== null}
        title="¿Retirar la inscripción?"
        message={
          toWithdraw && (
            <>
              <p>
                <strong>{nameOf(toWithdraw)}</strong> dejará de estar inscrito en {data?.nombreCampeonato ?? 'el campeonato'}, su lugar quedará libre y le avisaremos por
                correo.
              </p>
              {toWithdraw.pagoId && <p>Esta inscripción se pagó: el dinero no se devuelve solo. Después reembolsa el pago en Pagos.</p>}
            </>
          )
        }
        confirmText="Retirar"
        busyText="Retirando..."
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setToWithdraw(null)}
      />
    </section>
  );
}
