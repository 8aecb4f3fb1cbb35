import { Eye, FilterX, Mail, Pencil, Plus, Receipt, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { PaymentView } from '@contracts/payments.contract';
import { formatPaymentAmount, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_MSG, PAYMENT_SITUATION_LABELS, PAYMENT_SITUATIONS, PAYMENT_STATE_LABELS, PAYMENT_STATES, shortPaymentId } from '@contracts/payments.messages';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api-client';
import { ListStates } from '@/components/ui/list-states';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Table, type Column } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { EMPTY_FILTERS, FIRST_PAGE, stepTo, useDeletePayment, usePayments, useResendConfirmation, type PaymentFilters, type PaymentsPage } from '../api/payments';
import { ChampionshipPicker } from '@/components/championships/championship-picker';
import { EditStateModal } from './edit-state-modal';
import { ManualPaymentModal } from './manual-payment-modal';
import { withDetail } from './messages';
import { PaymentDetailsModal } from './payment-details-modal';
import { StateBadge } from './state-badge';
import { es } from '@contracts/spanish-contractions';

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const GATEWAY_LABELS: Record<PaymentView['pasarela'], string> = { stripe: 'Tarjeta', demo: 'Demostración', manual: 'Manual' };

const payerName = (p: PaymentView) => (p.usuario ? `${p.usuario.nombre} ${p.usuario.apellido}`.trim() : 'Cuenta eliminada');

/** The 'Listado de Pagos' tab: filters, the paginated table and every action on a payment. */
export function PaymentsList() {
  const [filters, setFilters] = useState<PaymentFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState<PaymentsPage>(FIRST_PAGE);
  const usuario = useDebounced(filters.usuario.trim(), SEARCH_DELAY_MS);
  const rangeError = filters.fechaInicio && filters.fechaFin && filters.fechaFin < filters.fechaInicio ? PAYMENT_MSG.dateRange : undefined;
  // An impossible range is said under the field and not asked for.
  const query = { ...filters, usuario, fechaFin: rangeError ? '' : filters.fechaFin };
  const { data, error, isValidating, mutate } = usePayments(query, page);
  // A payer text too many accounts hold is said under its field; the rows of another filter are not left on screen.
  const payerError = error instanceof ApiError && error.errors?.usuario ? error.errors.usuario : undefined;
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PaymentView | null>(null);
  // /admin/pagos?pago={id} (a withdrawn paid enrolment's link) opens that payment's details.
  const [searchParams] = useSearchParams();
  const [viewing, setViewing] = useState<string | null>(() => searchParams.get('pago'));
  const [toDelete, setToDelete] = useState<PaymentView | null>(null);
  const { trigger: remove, isMutating: deleting } = useDeletePayment();
  const resendMutation = useResendConfirmation();
  const [resendTarget, setResendTarget] = useState<string | null>(null);
  const resending = resendMutation.isMutating ? resendTarget : null;

  // Any change of a filter goes back to the first page (spec 2 §4).
  const setFilter = (key: keyof PaymentFilters) => (event: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: event.target.value }));
    setPage(FIRST_PAGE);
  };
  const filtered = Object.values(filters).some((v) => v.trim() !== '');


  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await remove(toDelete._id);
      toast.success(answer.message || PAYMENT_MSG.deleted, ADMIN_TOAST);
      setToDelete(null);
    } catch (err) {
      toast.error(withDetail(PAYMENT_MSG.deleteError, err), ADMIN_TOAST);
    }
  };

  const resend = async (payment: PaymentView) => {
    setResendTarget(payment._id);
    try {
      await resendMutation.trigger(payment._id);
      toast.success(PAYMENT_MSG.resent, ADMIN_TOAST);
    } catch (err) {
      toast.error(withDetail(PAYMENT_MSG.resendError, err), ADMIN_TOAST);
    }
  };

  const columns: Column<PaymentView>[] = [
    {
      key: 'pago',
      header: 'Pago',
      render: (p) => (
        <span className="payments__stack">
          <code className="payments__id" title={p._id}>
            {shortPaymentId(p._id)}
          </code>
          <span className="payments__sub tabular">{formatDateTime(p.createdAt)}</span>
        </span>
      ),
    },
    {
      key: 'usuario',
      header: 'Usuario',
      render: (p) => (
        <span className="payments__stack">
          <span className="payments__name">{payerName(p)}</span>
          {p.usuario && <span className="payments__sub payments__email">{p.usuario.email}</span>}
        </span>
      ),
    },
    { key: 'campeonato', header: 'Campeonato', render: (p) => p.campeonato?.nombreCampeonato ?? 'Campeonato eliminado' },
    {
      key: 'monto',
      header: 'Monto',
      align: 'end',
      render: (p) => (
        <span className="payments__stack">
          <span className="payments__amount tabular">{formatPaymentAmount(p.monto, p.moneda)}</span>
          <span className="payments__sub">{GATEWAY_LABELS[p.pasarela] ?? p.pasarela}</span>
        </span>
      ),
    },
    {
      key: 'estado',
      header: 'Estado',
      render: (p) => (
        <span className="payments__stack">
          <StateBadge estado={p.estado} />
          {p.situacion && <span className="payments__situation">{PAYMENT_SITUATION_LABELS[p.situacion]}</span>}
          <span className="payments__sub">{p.planMeses ? `${PAYMENT_METHOD_LABELS[p.metodo]} · ${p.planMeses} meses` : PAYMENT_METHOD_LABELS[p.metodo]}</span>
          {p.plazoApartado && p.estado === 'pendiente' && <span className="payments__sub tabular">Hasta {formatDateTime(p.plazoApartado)}</span>}
        </span>
      ),
    },
    {
      key: 'acciones',
      header: <span className="visually-hidden">Acciones</span>,
      label: '',
      align: 'end',
      render: (p) => {
        const who = `el pago ${shortPaymentId(p._id)}`;
        return (
          <span className="payments__actions">
            <Button variant="ghost" size="sm" icon={<Eye size={16} aria-hidden="true" />} title="Ver detalles" onClick={() => setViewing(p._id)} aria-label={es`Ver detalles de ${who}`}>
              <span className="payments__action-text">Detalles</span>
            </Button>
            <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} title="Cambiar estado" onClick={() => setEditing(p)} aria-label={es`Cambiar el estado de ${who}`}>
              <span className="payments__action-text">Estado</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Mail size={16} aria-hidden="true" />}
              busy={resending === p._id}
              busyText="Enviando..."
              disabled={p.estado !== 'completado' || !p.usuario}
              title={p.estado !== 'completado' ? 'Solo los pagos completados tienen correo de confirmación' : 'Reenviar el correo de confirmación'}
              onClick={() => void resend(p)}
              aria-label={es`Reenviar el correo de confirmación de ${who}`}
            >
              <span className="payments__action-text">Reenviar</span>
            </Button>
            <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} title="Eliminar" onClick={() => setToDelete(p)} aria-label={`Eliminar ${who}`}>
              <span className="payments__action-text">Eliminar</span>
            </Button>
          </span>
        );
      },
    },
  ];

  const pagination = data?.paginacion;
  return (
    <div className="payments-list">
      <div className="payments__toolbar">
        <p className="payments__count muted" aria-live="polite">
          {pagination && !error ? `${pagination.total} ${pagination.total === 1 ? 'pago' : 'pagos'}${filtered ? ' con estos filtros' : ''}` : ''}
          {isValidating && data ? ' · Actualizando…' : ''}
        </p>
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={() => setCreating(true)}>
          Registrar pago manual
        </Button>
      </div>
      <form className="payments__filters" role="search" aria-label="Filtrar pagos" onSubmit={(event) => event.preventDefault()}>
        <Select label="Estado" placeholder="Todos" options={PAYMENT_STATES.map((s) => ({ value: s, label: PAYMENT_STATE_LABELS[s] }))} value={filters.estado} onChange={setFilter('estado')} />
        <Select label="Método" placeholder="Todos" options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))} value={filters.metodo} onChange={setFilter('metodo')} />
        <Select label="Situación" placeholder="Todas" options={PAYMENT_SITUATIONS.map((m) => ({ value: m, label: PAYMENT_SITUATION_LABELS[m] }))} value={filters.situacion} onChange={setFilter('situacion')} />
        <ChampionshipPicker label="Campeonato" placeholder="Todos" value={filters.campeonato} onChange={(value) => setFilter('campeonato')({ target: { value } })} />
        <Input label="Usuario" type="search" placeholder="Nombre, apellido o correo" value={filters.usuario} onChange={setFilter('usuario')} autoComplete="off" error={payerError} />
        <Input label="Desde" type="date" value={filters.fechaInicio} max={filters.fechaFin || undefined} onChange={setFilter('fechaInicio')} />
        <Input label="Hasta" type="date" value={filters.fechaFin} min={filters.fechaInicio || undefined} onChange={setFilter('fechaFin')} error={rangeError} />
        <Button
          variant="ghost"
          icon={<FilterX size={18} aria-hidden="true" />}
          disabled={!filtered}
          onClick={() => {
            setFilters(EMPTY_FILTERS);
            setPage(FIRST_PAGE);
          }}
        >
          Limpiar filtros
        </Button>
      </form>
      {payerError ? (
        <EmptyState icon={<Receipt size={28} />} message="Escribe más del nombre, apellido o correo del usuario para ver sus pagos." />
      ) : (
        <ListStates
          data={data}
          error={error}
          onRetry={mutate}
          loadingLabel="Cargando pagos..."
          errorMessage={withDetail(PAYMENT_MSG.loadError, error)}
          isEmpty={(d) => d.pagos.length === 0}
          empty={<EmptyState icon={<Receipt size={28} />} message={PAYMENT_MSG.empty} />}
        >
          {(d) => (
            <>
              <div className="payments__table">
                <Table columns={columns} rows={d.pagos} rowKey={(p) => p._id} caption="Lista de pagos" />
              </div>
              <Pagination page={d.paginacion.paginaActual} pages={d.paginacion.paginas} onChange={(to) => setPage(stepTo(d, to))} />
            </>
          )}
        </ListStates>
      )}

      {creating && (
        <ManualPaymentModal
          onClose={() => setCreating(false)}
          onSaved={() => setCreating(false)}
        />
      )}
      {editing && (
        <EditStateModal
          payment={editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
      {viewing && <PaymentDetailsModal paymentId={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar pago?"
        message={
          toDelete && (
            <>
              <p>
                Se eliminará el pago <code>{shortPaymentId(toDelete._id)}</code> de <strong>{payerName(toDelete)}</strong> por{' '}
                <strong className="tabular">{formatPaymentAmount(toDelete.monto, toDelete.moneda)}</strong> ({toDelete.campeonato?.nombreCampeonato ?? 'Campeonato eliminado'}). No
                se puede deshacer.
              </p>
              <p className="payments__warning" role="note">
                {PAYMENT_MSG.deleteWarning} Cambia primero su estado a «Reembolsado» para liberar el lugar del piloto.
              </p>
            </>
          )
        }
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

