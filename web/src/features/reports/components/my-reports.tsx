import { ClipboardList } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { REPORT_STATE_LABELS, type ReportState } from '@contracts/stewarding.messages';
import type { ReportDriverView, ReportView } from '@contracts/stewarding.views';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { isAvailable } from '@/lib/features';
import { formatDate } from '@/lib/format';
import { driverName, penaltyText } from '@/lib/penalty-text';
import { useMyReports } from '../api/reports';
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
          rows={data.presentados}
          cols={FILED}
          empty="Aún no has presentado reportes."
          action={isAvailable('reports') ? <LinkButton to="/crearReporte" variant="secondary">Crear reporte</LinkButton> : undefined}
        />
        <ReportList title="Reportes en mi contra" rows={data.enMiContra} cols={AGAINST} empty="Nadie ha presentado reportes sobre ti." />
      </>
    );

  return (
    <section id="mis-reportes" ref={section} className="my-reports stack" aria-labelledby="mis-reportes-titulo" tabIndex={-1}>
      <h2 id="mis-reportes-titulo">Mis reportes</h2>
      {body}
    </section>
  );
}

function ReportList({ title, rows, cols, empty, action }: { title: string; rows: ReportView[]; cols: Column<ReportView>[]; empty: string; action?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="my-reports__list stack" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} <span className="muted">({rows.length})</span>
      </h3>
      {rows.length ? <Table caption={title} columns={cols} rows={rows} rowKey={(r) => r.id} /> : <EmptyState icon={<ClipboardList size={28} />} message={empty} action={action} />}
    </section>
  );
}
