import { ClipboardList } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { REPORT_STATE_LABELS, type ReportState } from '@contracts/stewarding.messages';
import type { MyReportsList, ReportDriverView, ReportView } from '@contracts/stewarding.views';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadMore } from '@/components/ui/load-more';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { isAvailable } from '@/lib/features';
import { formatDate } from '@/lib/format';
import { driverName, penaltyText } from '@/lib/penalty-text';
import { getMyReportsPage, useMyReports } from '../api/reports';
import { AppealButton } from './appeal-form';
import './reports.css';

const STATE_TONES: Record<ReportState, BadgeTone> = { pendiente: 'warning', en_conflicto: 'warning', resuelto: 'success', rechazado: 'danger' };

function Decision({ report, userId }: { report: ReportView; userId: string }) {
  if (!report.decision) return <span className="muted">{report.estado === 'en_conflicto' ? 'El panel no llegó a mayoría: decide un administrador' : 'En revisión por los comisarios'}</span>;
  return (
    <div className="my-reports__decision">
      <p>{report.decision.explicacion}</p>
      <p className="muted">
        {report.sancion ? <>Sanción: {penaltyText(report.sancion)}</> : 'Sin sanción'} · {formatDate(report.decision.fecha)}
      </p>
      {report.apelaciones.map((a) => (
        <p key={a.id} className="muted">
          Apelación de {driverName(a.piloto)}: {a.resultado}
          {a.explicacion ? ` · ${a.explicacion}` : ''}
        </p>
      ))}
      <AppealButton report={report} userId={userId} />
    </div>
  );
}

function columns(other: { header: string; of: (r: ReportView) => ReportDriverView | null }, userId: string): Column<ReportView>[] {
  return [
    { key: 'numero', header: 'N.º', numeric: true, render: (r) => `#${r.numeroReporte}` },
    { key: 'campeonato', header: 'Campeonato', render: (r) => r.campeonato?.nombreCampeonato ?? 'Campeonato eliminado' },
    { key: 'carrera', header: 'Carrera', render: (r) => (r.carrera ? `${r.carrera.circuito} · ${formatDate(r.carrera.inicio)}` : 'Carrera eliminada') },
    { key: 'vuelta', header: 'Vuelta', numeric: true, render: (r) => (r.heat ? `${r.vuelta} (heat ${r.heat})` : String(r.vuelta)) },
    { key: 'piloto', header: other.header, render: (r) => driverName(other.of(r)) },
    { key: 'estado', header: 'Estado', render: (r) => <Badge tone={STATE_TONES[r.estado]}>{REPORT_STATE_LABELS[r.estado]}</Badge> },
    { key: 'decision', header: 'Decisión', render: (r) => <Decision report={r} userId={userId} /> },
  ];
}

/** The profile's "Mis reportes": the reports the driver filed and those filed about them, with the stewards' decisions. */
export function MyReports({ userId }: { userId: string }) {
  const { data, error, isLoading, mutate } = useMyReports();
  const FILED = columns({ header: 'Piloto denunciado', of: (r) => r.usuarioDenunciado }, userId);
  const AGAINST = columns({ header: 'Reportado por', of: (r) => r.usuario }, userId);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = !!data;

  // Coming from a new report (/perfil#mis-reportes): the lists, not the top of the profile.
  useEffect(() => {
    if (hash === '#mis-reportes' && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  let body;
  if (error) body = <ErrorState message="Error al cargar tus reportes. Inténtalo de nuevo." onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <SkeletonRows label="Cargando tus reportes..." rows={3} />;
  else
    body = (
      <>
        <ReportList
          title="Reportes que presenté"
          list="presentados"
          first={data.presentados}
          total={data.total?.presentados}
          next={data.siguiente?.presentados ?? null}
          cols={FILED}
          empty="Aún no has presentado reportes."
          action={isAvailable('reports') ? <LinkButton to="/crearReporte" variant="secondary">Crear reporte</LinkButton> : undefined}
        />
        <ReportList
          title="Reportes en mi contra"
          list="en-mi-contra"
          first={data.enMiContra}
          total={data.total?.enMiContra}
          next={data.siguiente?.enMiContra ?? null}
          cols={AGAINST}
          empty="Nadie ha presentado reportes sobre ti."
        />
      </>
    );

  return (
    <section id="mis-reportes" ref={section} className="my-reports stack" aria-labelledby="mis-reportes-titulo" tabIndex={-1}>
      <h2 id="mis-reportes-titulo">Mis reportes</h2>
      {body}
    </section>
  );
}

/** What one list shows below its first page: the later pages read for that first page, and where the next one starts. */
interface Shown {
  of: ReportView[];
  later: ReportView[];
  next: string | null;
  pages: number;
}

/**
 * One list's later pages, asked with 'Ver más reportes', below its first page. A new first page (a
 * report filed or appealed reads it again) reads the pages shown below it again from its place, so
 * the list keeps its length and shows the change; meanwhile what was shown stays.
 */
function useLaterPages(list: MyReportsList, first: ReportView[], next: string | null) {
  const [shown, setShown] = useState<Shown>({ of: first, later: [], next, pages: 0 });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const stale = shown.of !== first;
  const rereading = stale && shown.pages > 0;
  const current: Shown = stale && !rereading ? { of: first, later: [], next, pages: 0 } : shown;
  const pagesToRead = rereading ? shown.pages : 0;

  useEffect(() => {
    if (pagesToRead === 0) return;
    let wanted = true;
    void (async () => {
      let later: ReportView[] = [];
      let at = next;
      let pages = 0;
      try {
        for (; pages < pagesToRead && at !== null; pages += 1) {
          const page = await getMyReportsPage(list, at);
          later = [...later, ...page.data];
          at = page.siguiente;
        }
      } catch {
        [later, at, pages] = [[], next, 0];
      }
      if (wanted) setShown({ of: first, later, next: at, pages });
    })();
    return () => {
      wanted = false;
    };
  }, [first, next, list, pagesToRead]);

  async function more() {
    if (current.next === null || busy || rereading) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await getMyReportsPage(list, current.next);
      setShown({ of: first, later: [...current.later, ...page.data], next: page.siguiente, pages: current.pages + 1 });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  // While its pages are read again, a report that moved up into the new first page is not shown twice.
  const onFirst = new Set(first.map((r) => r.id));
  const later = rereading ? current.later.filter((r) => !onFirst.has(r.id)) : current.later;
  return { rows: [...first, ...later], next: current.next, busy: busy || rereading, failed, more };
}

function ReportList({
  title,
  list,
  first,
  total,
  next,
  cols,
  empty,
  action,
}: {
  title: string;
  list: MyReportsList;
  first: ReportView[];
  total: number | undefined;
  next: string | null;
  cols: Column<ReportView>[];
  empty: string;
  action?: ReactNode;
}) {
  const headingId = useId();
  const { rows, next: after, busy, failed, more } = useLaterPages(list, first, next);
  return (
    <section className="my-reports__list stack" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} <span className="muted">({total ?? rows.length})</span>
      </h3>
      {rows.length ? <Table caption={title} columns={cols} rows={rows} rowKey={(r) => r.id} /> : <EmptyState icon={<ClipboardList size={28} />} message={empty} action={action} />}
      {failed && <ErrorState message="No se pudieron cargar más reportes. Inténtalo de nuevo." onRetry={() => void more()} />}
      {(after !== null || busy) && !failed && (
        <LoadMore busy={busy} onClick={() => void more()}>
          Ver más reportes<span className="visually-hidden"> {list === 'presentados' ? 'que presenté' : 'en mi contra'}</span>
        </LoadMore>
      )}
    </section>
  );
}
