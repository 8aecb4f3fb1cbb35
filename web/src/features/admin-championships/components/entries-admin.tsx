import { ArrowLeft, CreditCard, Download, UserMinus, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ENTRY_STATE_LABELS, entryRowMatches, type EntryFilters, type EntryRowState } from '@contracts/entry-rows';
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
import { SuspensionBadge } from '@/components/ui/suspension-badge';
import { Table } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useAdminEntries, useWithdrawEntry } from '../api/entries';
import { withDetail } from './messages';
import { WaitlistAdmin } from './waitlist-admin';
import { EntryRequestsAdmin } from './entry-requests-admin';
import { AttendanceAdmin } from './attendance-admin';
import { GateExemptionsAdmin } from './gate-exemptions-admin';
import { GateFigure } from './gate-figure';
import { es } from '@contracts/spanish-contractions';

const nameOf = (e: Entry) => `${e.nombre} ${e.apellido}`.trim();
const paymentLink = (pagoId: string) => `/admin/pagos?pago=${encodeURIComponent(pagoId)}`;

/** /admin/campeonatos/:id/inscritos: who is enrolled, when and how, and Retirar with a confirmation. */
export function EntriesAdmin({ campeonatoId }: { campeonatoId: string }) {
  const { data, error, isLoading, mutate } = useAdminEntries(campeonatoId);
  const [toWithdraw, setToWithdraw] = useState<Entry | null>(null);
  const { trigger: withdraw, isMutating: busy } = useWithdrawEntry(campeonatoId);
  const [refund, setRefund] = useState<{ name: string; answer: WithdrawalAnswer } | null>(null);
  const [filters, setFilters] = useState<{ estado: EntryRowState | ''; equipo: string; q: string }>({ estado: '', equipo: '', q: '' });
  const teams = useMemo(() => [...new Set((data?.data ?? []).flatMap((e) => (e.equipo ? [e.equipo] : [])))].sort((a, b) => a.localeCompare(b, 'es')), [data]);
  // The same filter rule as the CSV (src/contracts/entry-rows.ts), applied to entries and requests; the
  // waiting list stays whole, since reordering it sends its whole order.
  const passes = (estado: EntryRowState, e: { nombre: string; apellido: string; email: string; iracingId: number | null; numeroAuto?: number | null; equipo?: string | null }) =>
    entryRowMatches(
      { estado, usuarioId: '', piloto: `${e.nombre} ${e.apellido}`.trim(), email: e.email, iracingId: e.iracingId, numeroAuto: e.numeroAuto ?? null, numeroReservado: false, equipo: e.equipo ?? null, fecha: '', posicion: null, ofertaVenceEn: null },
      filters satisfies EntryFilters,
    );
  const entered = (data?.data ?? []).filter((e) => passes('inscrito', e));
  const requests = (data?.solicitudes ?? []).filter((e) => passes('pendiente', e));
  const csvLink = `/api/campeonatos/${encodeURIComponent(campeonatoId)}/inscritos/admin.csv?${new URLSearchParams(filters).toString()}`;

  const confirm = async () => {
    if (!toWithdraw) return;
    try {
      const answer = await withdraw(toWithdraw.usuarioId);
      toast.success(answer.message, ADMIN_TOAST);
      setRefund(answer.pagoId ? { name: nameOf(toWithdraw), answer } : null);
    } catch (err) {
      toast.error(withDetail('Error al retirar la inscripción', err), ADMIN_TOAST);
    } finally {
      setToWithdraw(null);
    }
  };

  let body;
  if (isLoading && !data) body = <SkeletonRows label="Cargando inscritos..." rows={4} />;
  else if (error && !data) body = <ErrorState message="Error al cargar los inscritos del campeonato" onRetry={() => void mutate()} />;
  else if (!data || data.data.length === 0) body = <EmptyState icon={<Users size={28} aria-hidden="true" />} message="Nadie se ha inscrito en este campeonato todavía." />;
  else if (filters.estado !== '' && filters.estado !== 'inscrito') body = null;
  else if (entered.length === 0) body = <EmptyState icon={<Users size={28} aria-hidden="true" />} message="Ningún inscrito coincide con los filtros." />;
  else
    body = (
      <Table
        caption={`Inscritos en ${data.nombreCampeonato}`}
        compact
        rowKey={(e) => e.inscripcionId}
        rows={entered}
        columns={[
          {
            key: 'numero',
            header: 'Número',
            numeric: true,
            render: (e) =>
              e.numeroAuto === null ? (
                '—'
              ) : (
                <span className="entry-admin__origin">
                  <span className="tabular">#{e.numeroAuto}</span>
                  {e.numeroReservado && <Badge tone="neutral">Reservado</Badge>}
                </span>
              ),
          },
          {
            key: 'piloto',
            header: 'Piloto',
            render: (e) => (
              <span className="entry-admin__driver">
                <Avatar src={e.avatarUrl} nombre={e.nombre} apellido={e.apellido} size={32} decorative />
                <span>
                  {e.perfilPublico ? <Link to={`/pilotos/${encodeURIComponent(e.usuarioId)}`}>{nameOf(e)}</Link> : nameOf(e)}
                  <SuspensionBadge suspensiones={e.suspensiones} />
                </span>
              </span>
            ),
          },
          { key: 'equipo', header: 'Equipo', render: (e) => e.equipo ?? '—' },
          { key: 'correo', header: 'Correo', render: (e) => (e.email ? <EmailText email={e.email} className="muted" /> : '—') },
          { key: 'iracing', header: 'ID de iRacing', numeric: true, render: (e) => e.iracingId ?? '—' },
          ...(data.requisitos
            ? [
                {
                  key: 'requisito',
                  header: 'Licencia e iRating',
                  render: (e: Entry) => <GateFigure standing={data.requisitoPorPiloto[e.usuarioId]} />,
                },
              ]
            : []),
          // The date and the time may go on two lines, so the table fits a laptop without scrolling sideways.
          { key: 'fecha', header: 'Inscripción (hora del centro de México)', label: 'Inscripción', render: (e) => <DateAndTime value={e.fechaInscripcion} /> },
          {
            key: 'origen',
            header: 'Cómo se inscribió',
            render: (e) => (
              <span className="entry-admin__origin">
                <Badge tone={e.origen === 'admin' ? 'neutral' : 'success'}>{ENTRY_ORIGIN_LABELS[e.origen]}</Badge>
                {e.pagoId && (
                  <Link to={paymentLink(e.pagoId)} aria-label={es`Ver pago de ${nameOf(e)}`}>
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
              <Button variant="danger" size="sm" icon={<UserMinus size={16} aria-hidden="true" />} onClick={() => setToWithdraw(e)} aria-label={es`Retirar la inscripción de ${nameOf(e)}`}>
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
      {data && (
        <form className="entry-admin__filters" role="search" aria-label="Filtrar inscritos" onSubmit={(e) => e.preventDefault()}>
          <Select
            label="Estado"
            placeholder="Todos"
            value={filters.estado}
            onChange={(e) => setFilters({ ...filters, estado: e.target.value as EntryRowState | '' })}
            options={(Object.keys(ENTRY_STATE_LABELS) as EntryRowState[]).map((value) => ({ value, label: ENTRY_STATE_LABELS[value] }))}
          />
          <Select
            label="Equipo"
            placeholder="Todos"
            value={filters.equipo}
            onChange={(e) => setFilters({ ...filters, equipo: e.target.value })}
            options={[{ value: '-', label: 'Sin equipo' }, ...teams.map((t) => ({ value: t, label: t }))]}
          />
          <Input label="Buscar" type="search" placeholder="Nombre, correo, número o iRacing" value={filters.q} onChange={(e) => setFilters({ ...filters, q: e.target.value })} />
          <a className="btn btn--secondary" href={csvLink} download>
            <Download size={18} aria-hidden="true" /> Descargar CSV
          </a>
        </form>
      )}
      {data?.requisitos && <GateExemptionsAdmin campeonatoId={campeonatoId} requisitos={data.requisitos} />}
      {data && (filters.estado === '' || filters.estado === 'pendiente') && <EntryRequestsAdmin campeonatoId={campeonatoId} requests={requests} standings={data.requisitos ? data.requisitoPorPiloto : undefined} />}
      {body}
      {data && (filters.estado === '' || filters.estado === 'lista-espera') && (
        <WaitlistAdmin campeonatoId={campeonatoId} queue={data.listaEspera} horas={data.horasParaAceptar} outcomes={data.ofertasTerminadas} />
      )}
      {data && <AttendanceAdmin campeonatoId={campeonatoId} />}
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

/** '29/11/2026 00:48' with the date and the time each kept whole, wrapping between them where the column is narrow. */
function DateAndTime({ value }: { value: string }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <span className="entry-admin__when">
      <span>{date}</span> <span>{time}</span>
    </span>
  );
}
