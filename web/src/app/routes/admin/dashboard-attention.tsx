import { CalendarClock, CloudDownload, FileUp } from 'lucide-react';
import { useEffect, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { Link } from 'react-router-dom';
import { phaseLabel } from '@contracts/iracing-terms';
import { Spinner } from '@/components/ui/spinner';
import { PROCESSOR_OFF_MSG } from '@contracts/privacy.messages';
import { useIracingStatus } from '@/features/admin-championships/api/get-iracing-status';
import { useUpcomingRaces } from '@/features/admin-championships/api/races';
import { useLastImport } from '@/features/race-results/api/get-events';
import type { ArcoAttention } from '@contracts/data-rights.contract';
import type { InvoiceQueueAnswer } from '@contracts/invoicing.views';
import type { ListPaymentsResponse } from '@contracts/payments.views';
import type { StewardingWaitingAnswer } from '@contracts/stewarding.views';
import { isAvailable, type Feature } from '@/lib/features';
import { formatDateTime, formatDateWithWeekday, formatTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';

/**
 * Work waiting for an admin in a feature: how many items, and where to deal with them. Reports and
 * payments add theirs here when they land (with their flag in lib/features.ts on), e.g.
 * `{ feature: 'payments', key: '/api/pagos/pendientes', count: (body) => body.total, label: …, to: '/admin/pagos' }`.
 */
interface PendingCounter {
  feature: Feature;
  /** The GET whose answer holds the count (read with the app's fetcher). */
  key: string;
  count: (body: unknown) => number;
  /** The panel's title: what waits, from the count (and the answer, when it says more). */
  label: (n: number, body: unknown) => string;
  /** The title while the count is read. */
  loadingLabel?: string;
  to: string;
}

export const PENDING_COUNTERS: PendingCounter[] = [
  {
    feature: 'payments',
    key: '/api/payments/admin?estado=pendiente&page=1',
    count: (body) => (body as ListPaymentsResponse).paginacion.total,
    label: (n) => (n === 1 ? '1 pago pendiente' : `${n} pagos pendientes`),
    to: '/admin/pagos',
  },
  {
    feature: 'payments',
    key: '/api/facturas/admin?estado=pendiente&page=1&limit=1',
    count: (body) => (body as InvoiceQueueAnswer).pendientes,
    label: (n) => (n === 1 ? '1 factura por emitir' : `${n} facturas por emitir`),
    to: '/admin/facturas',
  },
  {
    // Reports to decide, reports a panel left En conflicto and appeals to decide: all of it waits for someone.
    feature: 'reports',
    key: '/api/reportes/por-atender',
    count: (body) => (body as StewardingWaitingAnswer).total,
    label: (_n, body) => (body as StewardingWaitingAnswer).resumen,
    loadingLabel: 'Reportes y apelaciones',
    to: '/admin/reportes',
  },
  {
    // Open ARCO requests with 5 business days or fewer left, or past their legal deadline.
    feature: 'dataRights',
    key: '/api/datos-personales/admin/resumen',
    count: (body) => (body as ArcoAttention).porVencer + (body as ArcoAttention).vencidas,
    label: (n, body) => {
      const { vencidas } = (body ?? { vencidas: 0 }) as ArcoAttention;
      const base = n === 1 ? '1 solicitud ARCO por vencer' : `${n} solicitudes ARCO por vencer`;
      return vencidas > 0 ? `${base} (${vencidas === 1 ? '1 vencida' : `${vencidas} vencidas`})` : base;
    },
    loadingLabel: 'Solicitudes ARCO',
    to: '/admin/solicitudes-arco',
  },
];

const UPCOMING_SHOWN = 5;

/** "What needs attention" at the top of the admin dashboard: pending work, next races, last results import, the sync with iRacing. */
export function DashboardAttention() {
  const counters = PENDING_COUNTERS.filter((c) => isAvailable(c.feature));
  return (
    <section className="attention" aria-labelledby="attention-title">
      <h2 id="attention-title" className="dashboard__subtitle">
        Lo que requiere atención
      </h2>
      <div className="attention__grid">
        {counters.map((counter) => (
          <PendingCount key={counter.key} counter={counter} />
        ))}
        <NextRaces />
        <LastImport />
        <IracingSync />
      </div>
    </section>
  );
}

function Panel({ title, icon, children, footer }: { title: string; icon: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="attention__panel card" aria-label={title}>
      <h3 className="attention__title">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h3>
      {children}
      {footer && <p className="attention__footer">{footer}</p>}
    </section>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <p className="muted" role="status">
      <Spinner size={16} /> {text}
    </p>
  );
}

function PendingCount({ counter }: { counter: PendingCounter }) {
  const { data, error } = useSWR<unknown>(counter.key);
  const n = data === undefined ? null : counter.count(data);
  return (
    <Panel title={n === null && counter.loadingLabel ? counter.loadingLabel : counter.label(n ?? 0, data)} icon={null} footer={<Link to={counter.to}>Revisar</Link>}>
      {error ? <p className="form-error">No se pudo obtener el número de pendientes.</p> : n === null ? <Loading text="Contando pendientes..." /> : null}
    </Panel>
  );
}

function NextRaces() {
  // The server answers the next five (docs/adr/0065), not every race ever.
  const { data, error, isLoading, mutate } = useUpcomingRaces(UPCOMING_SHOWN);
  // To the minute: a race leaves the list once it has started.
  const minute = Math.floor(useNow() / 60_000);
  const upcoming = useMemo(() => {
    const from = minute * 60_000;
    return (data ?? []).filter((r) => r.estado !== 'cancelada' && r.estado !== 'finalizada' && new Date(r.inicio).getTime() >= from).slice(0, UPCOMING_SHOWN);
  }, [data, minute]);
  // One has started: ask again, so the next race after the five takes its place.
  const dropped = data !== undefined && upcoming.length < data.length;
  useEffect(() => {
    if (dropped) void mutate();
  }, [dropped, minute, mutate]);
  return (
    <Panel title="Próximas carreras" icon={<CalendarClock size={18} />} footer={<Link to="/admin/carreras">Ver todas las carreras</Link>}>
      {isLoading ? (
        <Loading text="Cargando carreras..." />
      ) : error ? (
        <p className="form-error">No se pudieron cargar las carreras.</p>
      ) : upcoming.length === 0 ? (
        <p className="muted">No hay carreras programadas.</p>
      ) : (
        <ul className="attention__list">
          {upcoming.map((race) => (
            <li key={race.id}>
              <span className="attention__when">
                {formatDateWithWeekday(race.inicio)}
                {race.horaInicio ? `, ${formatTime(race.inicio)} h` : ''}
              </span>
              <span>
                {race.circuito} <span className="muted">· {race.nombreCampeonato}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function LastImport() {
  const { data: last, error, isLoading } = useLastImport();
  return (
    <Panel title="Última importación de resultados" icon={<FileUp size={18} />} footer={<Link to="/admin/race-results-admin">Ir a resultados</Link>}>
      {isLoading ? (
        <Loading text="Cargando resultados..." />
      ) : error ? (
        <p className="form-error">No se pudieron cargar los resultados importados.</p>
      ) : !last ? (
        <p className="muted">Todavía no se han importado resultados.</p>
      ) : (
        <p>
          <Link to={`/admin/race-results/analyze/${last.subsession_id}`}>{last.session_name}</Link>
          <span className="muted">
            {' '}
            · {last.track_name} · {last.phases.map((p) => phaseLabel(p.simsession_name)).join(', ')}
          </span>
          <br />
          Importado el {formatDateTime(last.imported_at)} (hora de la Ciudad de México){last.published ? '' : ' · sin publicar'}
        </p>
      )}
    </Panel>
  );
}

/** The sync with iRacing: when it last ran and every championship whose sync fails, with why; nothing while the connection is not configured. */
function IracingSync() {
  const { data, error } = useIracingStatus();
  if (!data && !error) return null;
  if (!data) {
    return (
      <Panel title="Sincronización con iRacing" icon={<CloudDownload size={18} />}>
        <p className="form-error">No se pudo obtener el estado de la sincronización con iRacing.</p>
      </Panel>
    );
  }
  if (!data.configurado) return null;
  return (
    <Panel title="Sincronización con iRacing" icon={<CloudDownload size={18} />} footer={<Link to="/admin/ajustes/iracing">Ajustes de iRacing</Link>}>
      {data.desactivado && (
        <p className="form-error" role="note">
          {PROCESSOR_OFF_MSG.iracing}
        </p>
      )}
      <p>
        {data.ultimaSincronizacion
          ? `Última sincronización: ${formatDateTime(data.ultimaSincronizacion)} (hora de la Ciudad de México).`
          : 'Todavía no se ha sincronizado ningún campeonato.'}
      </p>
      {data.fallos.length === 0 ? (
        <p className="muted">Ningún campeonato tiene fallos de sincronización.</p>
      ) : (
        <ul className="attention__list attention__list--failures" aria-label="Campeonatos cuya sincronización falla">
          {data.fallos.map((f) => (
            <li key={f.campeonatoId}>
              <Link to={`/admin/campeonatos/${encodeURIComponent(f.campeonatoId)}/iracing`} className="attention__when">
                {f.nombreCampeonato}
              </Link>
              <span>{f.motivo}</span>
              <span className="muted">Falla desde el {formatDateTime(f.desde)}.</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
