import { ClipboardList, Eye, FilterX, Gavel, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { REPORT_STATE_LABELS, REPORT_STATES } from '@contracts/stewarding.messages';
import type { ReportListAnswer, ReportView } from '@contracts/stewarding.views';
import { Button, LinkButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Table, type Column } from '@/components/ui/table';
import { formatDateTime, formatDay } from '@/lib/format';
import { driverName } from '@/lib/penalty-text';
import { FIRST_PLACE_PAGE, stepFrom } from '@/lib/place-pages';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { EMPTY_FILTERS, useDeleteReport, useChampionshipOptions, useMyStewarding, useReports, type ReportFilters } from '../api/reports';
import { REPORTS_ERROR, withDetail } from './messages';
import { RecordPenaltyModal } from './record-penalty-modal';
import { ReportStateBadge } from './state-badge';
import './admin-reports.css';

/** What the delete confirmation says about one report. */
export function DeleteReportMessage({ report }: { report: ReportView }) {
  return (
    <p>
      Se eliminará el reporte <strong>#{report.numeroReporte}</strong> de {driverName(report.usuario)} contra {driverName(report.usuarioDenunciado)}, con sus capturas
      {report.estado === 'resuelto' ? ', su decisión y su sanción' : report.estado === 'rechazado' ? ' y su decisión' : ''}. No se puede deshacer.
    </p>
  );
}

/**
 * Where the reports are judged: the admin panel (every report; delete and penalties without a report),
 * or a steward's queue at /comisarios (his championships' reports that do not involve him; nothing else).
 */
export type StewardArea = 'admin' | 'comisario';
export const reportsBase = (area: StewardArea) => (area === 'admin' ? '/admin/reportes' : '/comisarios/reportes');

/** /admin/reportes ('Gestión de Reportes') and /comisarios ('Reportes por decidir'): the reports, newest first, by state and championship. */
export function ReportsAdmin({ area = 'admin' }: { area?: StewardArea }) {
  const admin = area === 'admin';
  const [filters, setFilters] = useState<ReportFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(FIRST_PLACE_PAGE);
  const { data, error, isValidating, mutate } = useReports(filters, page);
  // The arrows move one page at a time, by place (docs/adr/0063).
  const step = (shown: ReportListAnswer, to: number) => stepFrom({ page: shown.paginacion.paginaActual, siguiente: shown.siguiente, anterior: shown.anterior }, to);
  const allChampionships = useChampionshipOptions();
  const mine = useMyStewarding();
  const [toDelete, setToDelete] = useState<ReportView | null>(null);
  const { trigger: remove, isMutating: deleting } = useDeleteReport();
  const [recording, setRecording] = useState(false);
  const filtered = filters.estado !== '' || filters.campeonato !== '';
  // A steward filters by his own championships only (another one would be refused).
  const championshipOptions = useMemo(
    () => (admin ? (allChampionships.data ?? []) : (mine.data?.campeonatos ?? [])).map((c) => ({ value: c.id, label: c.nombreCampeonato })),
    [admin, allChampionships.data, mine.data],
  );

  // A new filter starts again at the first page.
  const setFilter = (key: keyof ReportFilters) => (event: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: event.target.value }));
    setPage(FIRST_PLACE_PAGE);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const answer = await remove(toDelete.id);
      toast.success(answer.message, ADMIN_TOAST);
      setToDelete(null);
      // The last report of a page gone: the page before.
      if (data && data.reportes.length === 1 && page.page > 1) setPage(step(data, page.page - 1));
    } catch (err) {
      toast.error(withDetail(REPORTS_ERROR.delete, err), ADMIN_TOAST);
    }
  };

  const columns: Column<ReportView>[] = [
    {
      key: 'numero',
      header: 'Reporte',
      render: (r) => (
        <span className="reports__stack">
          <strong className="tabular">#{r.numeroReporte}</strong>
          <span className="reports__sub tabular">{formatDateTime(r.fecha)}</span>
        </span>
      ),
    },
    {
      key: 'carrera',
      header: 'Campeonato y carrera',
      render: (r) => (
        <span className="reports__stack">
          <span>{r.campeonato?.nombreCampeonato ?? 'Campeonato eliminado'}</span>
          <span className="reports__sub">
            {r.carrera ? `${r.carrera.circuito} · ${formatDay(r.carrera.fechaInicio)}` : 'Carrera eliminada'} · vuelta {r.vuelta}
          </span>
        </span>
      ),
    },
    {
      key: 'pilotos',
      header: 'Pilotos',
      render: (r) => (
        <span className="reports__stack">
          <span>
            <span className="reports__sub">Reporta:</span> {driverName(r.usuario)}
          </span>
          <span>
            <span className="reports__sub">Reportado:</span> {driverName(r.usuarioDenunciado)}
          </span>
        </span>
      ),
    },
    {
      key: 'estado',
      header: 'Estado',
      render: (r) => (
        <span className="reports__stack">
          <ReportStateBadge estado={r.estado} />
          {r.apelaciones.some((a) => a.estado === 'pendiente') && <span className="reports__sub">Apelación pendiente</span>}
        </span>
      ),
    },
    {
      key: 'acciones',
      header: <span className="visually-hidden">Acciones</span>,
      label: '',
      align: 'end',
      actions: true,
      render: (r) => (
        <span className="reports__actions">
          <LinkButton
            variant="secondary"
            size="sm"
            icon={<Eye size={16} aria-hidden="true" />}
            to={`${reportsBase(area)}/${encodeURIComponent(r.id)}`}
            aria-label={`${r.estado === 'pendiente' ? 'Revisar' : 'Ver'} el reporte #${r.numeroReporte}`}
          >
            {r.estado === 'pendiente' ? 'Revisar' : 'Ver'}
          </LinkButton>
          {admin && (
            <Button variant="danger" size="sm" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => setToDelete(r)} aria-label={`Eliminar el reporte #${r.numeroReporte}`}>
              Eliminar
            </Button>
          )}
        </span>
      ),
    },
  ];

  const pagination = data?.paginacion;
  return (
    <section className="reports" aria-labelledby="reports-title">
      <header className="admin-page__header">
        <div>
          <h1 id="reports-title">{admin ? 'Gestión de Reportes' : 'Reportes por decidir'}</h1>
          <p>
            {admin
              ? 'Revisa los reportes de incidentes, resuélvelos o recházalos con una explicación, y registra sanciones de oficio.'
              : 'Los reportes de los campeonatos en los que eres comisario. Los que presentaste o tratan sobre ti los deciden otros comisarios.'}
          </p>
        </div>
        {admin && (
          <Button icon={<Gavel size={18} aria-hidden="true" />} onClick={() => setRecording(true)}>
            Registrar sanción
          </Button>
        )}
      </header>
      <form className="reports__filters" role="search" aria-label="Filtrar reportes" onSubmit={(event) => event.preventDefault()}>
        <Select label="Estado" placeholder="Todos" options={REPORT_STATES.map((s) => ({ value: s, label: REPORT_STATE_LABELS[s] }))} value={filters.estado} onChange={setFilter('estado')} />
        <Select label="Campeonato" placeholder="Todos" options={championshipOptions} value={filters.campeonato} onChange={setFilter('campeonato')} />
        <Button
          variant="ghost"
          icon={<FilterX size={18} aria-hidden="true" />}
          disabled={!filtered}
          onClick={() => {
            setFilters(EMPTY_FILTERS);
            setPage(FIRST_PLACE_PAGE);
          }}
        >
          Limpiar filtros
        </Button>
      </form>
      <p className="reports__count muted" aria-live="polite">
        {pagination && !error ? `${pagination.total} ${pagination.total === 1 ? 'reporte' : 'reportes'}${filtered ? ' con estos filtros' : ''}` : ''}
        {isValidating && data ? ' · Actualizando…' : ''}
      </p>
      <ListStates
        data={data}
        error={error}
        onRetry={mutate}
        loadingLabel="Cargando reportes..."
        errorMessage={withDetail(REPORTS_ERROR.load, error)}
        isEmpty={(d) => d.reportes.length === 0}
        empty={<EmptyState icon={<ClipboardList size={28} />} message={filtered ? 'No hay reportes con estos filtros.' : admin ? 'No hay reportes para mostrar.' : 'No tienes reportes por revisar en tus campeonatos.'} />}
      >
        {(d) => (
          <>
            <div className="reports__table">
              <Table columns={columns} rows={d.reportes} rowKey={(r) => r.id} caption="Lista de reportes" />
            </div>
            <Pagination page={d.paginacion.paginaActual} pages={d.paginacion.paginas} onChange={(to) => setPage(step(d, to))} />
          </>
        )}
      </ListStates>

      {recording && (
        <RecordPenaltyModal
          onClose={() => setRecording(false)}
          onSaved={() => setRecording(false)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="¿Eliminar reporte?"
        message={toDelete && <DeleteReportMessage report={toDelete} />}
        confirmText="Eliminar"
        busyText="Eliminando..."
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
