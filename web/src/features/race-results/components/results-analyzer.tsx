import { phaseLabel, reasonOutLabel } from '@contracts/iracing-terms';
import { RESULTS_MESSAGES as M } from '@contracts/results.messages';
import { useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { PageLoader } from '@/components/ui/spinner';
import { Table, type Column } from '@/components/ui/table';
import { messageOf } from '@/lib/api-client';
import { formatCpi, formatDate, formatInterval, formatLapTime, formatRatio } from '@/lib/format';
import { getAnalysis, getPhaseResults, type AnalysisKey } from '../api/get-analysis';
import { useEvents } from '../api/get-events';
import type {
  BestLapRowView as BestLapRow,
  ClassStandingsView as ClassStandings,
  DriverPerformanceView as DriverPerformance,
  EventSummaryView as EventSummary,
  HardChargerRowView as HardChargerRow,
  IncidentRatioRowView as IncidentRatioRow,
  IncidentRowView as IncidentRow,
  LapsLedRowView as LapsLedRow,
  PhaseResultRowView as PhaseResultRow,
  QualyVsRaceRowView as QualyVsRaceRow,
  RatingRowView as RatingRow,
} from '@contracts/results.views';
import { DriverBarChart } from './analysis-charts';
import './race-results.css';

const ANALYSES: { key: AnalysisKey; label: string }[] = [
  { key: 'bestlaps', label: 'Mejores vueltas' },
  { key: 'hardchargers', label: 'Hard chargers' },
  { key: 'qualy-vs-race', label: 'Qualy vs carrera' },
  { key: 'incident-ranking', label: 'Ranking de incidentes' },
  { key: 'incident-ratio-ranking', label: 'Incidentes por vuelta (carrera)' },
  { key: 'laps-led-ranking', label: 'Vueltas lideradas' },
  { key: 'driver-performance', label: 'Rendimiento del piloto' },
  { key: 'class-standings', label: 'Posiciones por clase' },
  { key: 'rating-changes', label: 'Cambios de rating' },
];
const labelOf = (key: AnalysisKey) => ANALYSES.find((a) => a.key === key)!.label;

type AnalysisState = { key: AnalysisKey; status: 'loading' } | { key: AnalysisKey; status: 'error'; message: string } | { key: AnalysisKey; status: 'done'; body: unknown };

const signed = (n: number | null) => (n === null ? '—' : n > 0 ? `+${n}` : String(n));
const name = (row: { driver_display_name: string; nombreEquipo?: string | null }) => row.driver_display_name;
const shortName = (text: string) => (text.length > 18 ? `${text.slice(0, 17)}…` : text);

function defaultPhase(event: EventSummary | undefined): string {
  if (!event) return '';
  const names = event.phases.map((p) => p.simsession_name);
  return names.includes('RACE') ? 'RACE' : (names[names.length - 1] ?? '');
}

/**
 * The results analyzer of spec 2 (the public /race-result page and the admin's analyze screen):
 * it opens on the latest event (or the one asked for) and its race; choose another event or phase,
 * read its results, then one analysis at a time.
 */
export function ResultsAnalyzer({ initialEvent }: { initialEvent?: string }) {
  const events = useEvents();
  const [subsession, setSubsession] = useState<string>(initialEvent ?? '');
  // With no event asked for, it opens on the latest one (the list comes newest first).
  const wanted = subsession || String(events.data?.[0]?.subsession_id ?? '');
  const event = events.data?.find((e) => String(e.subsession_id) === wanted || e.id === wanted);
  // Choices belong to the event they were made on: a new event starts on its race, with no
  // analysis and fresh pickers, without resetting state in an effect.
  const eventKey = event?.id ?? '';
  const [phaseChoice, setPhaseChoice] = useState<{ for: string; value: string } | null>(null);
  const phase = phaseChoice?.for === eventKey ? phaseChoice.value : defaultPhase(event);
  const [picks, setPicks] = useState<{ for: string; driver: string; carClass: string } | null>(null);
  const driver = picks?.for === eventKey ? picks.driver : '';
  const carClass = picks?.for === eventKey ? picks.carClass : event?.session_car_classes[0] ? String(event.session_car_classes[0].car_class_id) : '';
  const pick = (change: { driver?: string; carClass?: string }) => setPicks({ for: eventKey, driver, carClass, ...change });
  const [analysisState, setAnalysis] = useState<(AnalysisState & { for: string }) | null>(null);
  const analysis = analysisState?.for === eventKey ? analysisState : null;
  const [problem, setProblem] = useState<string | null>(null);
  const [sortBy, setSortBy] = useState<'irating_change' | 'cpi_change'>('irating_change');

  const phaseRows = useSWR(event && phase ? ['phase-results', event.subsession_id, phase] : null, () => getPhaseResults(event!.subsession_id, phase));
  // The driver picker lists every driver of the race (each driver of each team).
  const driverRows = useSWR(event ? ['drivers', event.subsession_id] : null, () => getAnalysis<{ data: RatingRow[] }>(event!.subsession_id, 'rating-changes'));
  const drivers = useMemo(
    () =>
      (driverRows.data?.data ?? [])
        .filter((r) => r.cust_id !== null)
        .map((r) => ({ value: String(r.cust_id), label: r.nombreEquipo ? `${r.driver_display_name} (${r.nombreEquipo})` : r.driver_display_name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'es')),
    [driverRows.data],
  );
  const rows = phaseRows.isLoading
    ? { status: 'loading', data: [] as PhaseResultRow[] }
    : phaseRows.error
      ? { status: 'error', data: [] as PhaseResultRow[], message: M.phaseFailed }
      : phaseRows.data
        ? { status: 'done', data: phaseRows.data }
        : { status: 'idle', data: [] as PhaseResultRow[] };

  const run = async (key: AnalysisKey, override: { sortBy?: 'irating_change' | 'cpi_change' } = {}) => {
    setProblem(null);
    if (!event) return setProblem(M.selectEvent);
    if (!phase) return setProblem(M.selectPhase);
    if (key === 'driver-performance' && !driver) return setProblem('Selecciona un piloto.');
    if (key === 'class-standings' && !carClass) return setProblem('Selecciona una clase.');
    // One analysis at a time: asking for one clears whatever was shown.
    setAnalysis({ for: eventKey, key, status: 'loading' });
    try {
      const body = await getAnalysis(event.subsession_id, key, { custId: driver, carClassId: carClass, sortBy: override.sortBy ?? sortBy });
      setAnalysis({ for: eventKey, key, status: 'done', body });
    } catch (err) {
      setAnalysis({ for: eventKey, key, status: 'error', message: messageOf(err, M.noData(labelOf(key))) });
    }
  };

  if (events.isLoading) return <PageLoader label="Cargando eventos..." />;
  if (events.error) return <ErrorState message={M.eventsFailed} onRetry={() => events.mutate()} />;
  if (!events.data?.length) return <EmptyState message={M.noEvents} />;

  const eventOptions = events.data.map((e) => ({
    value: String(e.subsession_id),
    label: `${formatDate(e.event_date)} · ${e.session_name} · ${e.track_name}${e.published ? '' : ' (sin publicar)'}`,
  }));

  return (
    <div className="analyzer">
      <div className="analyzer__pickers">
        <Select label="Evento" placeholder="Selecciona un evento" options={eventOptions} value={event ? String(event.subsession_id) : ''} onChange={(e) => setSubsession(e.target.value)} />
        <Select
          label="Fase"
          placeholder="Selecciona una fase"
          options={(event?.phases ?? []).map((p) => ({ value: p.simsession_name, label: phaseLabel(p.simsession_name) }))}
          value={phase}
          onChange={(e) => setPhaseChoice({ for: eventKey, value: e.target.value })}
          disabled={!event}
        />
      </div>

      {event && <PhaseTable state={rows} phase={phase} />}

      <section className="analyzer__analyses" aria-labelledby="analyses-title">
        <h2 id="analyses-title" className="analyzer__subtitle">
          Análisis
        </h2>
        <div className="analyzer__pickers">
          <Select label="Piloto" placeholder="Selecciona un piloto" options={drivers} value={driver} onChange={(e) => pick({ driver: e.target.value })} disabled={!event} />
          <Select
            label="Clase"
            placeholder="Selecciona una clase"
            options={(event?.session_car_classes ?? []).map((c) => ({ value: String(c.car_class_id), label: c.short_name || c.name }))}
            value={carClass}
            onChange={(e) => pick({ carClass: e.target.value })}
            disabled={!event}
          />
          <Select
            label="Ordenar cambios de rating por"
            options={[
              { value: 'irating_change', label: 'Cambio de iRating' },
              { value: 'cpi_change', label: 'Cambio de CPI' },
            ]}
            value={sortBy}
            onChange={(e) => {
              const next = e.target.value as 'irating_change' | 'cpi_change';
              setSortBy(next);
              if (analysis?.key === 'rating-changes') void run('rating-changes', { sortBy: next });
            }}
          />
        </div>
        <div className="analyzer__buttons" role="group" aria-label="Análisis disponibles">
          {ANALYSES.map((a) => (
            <Button
              key={a.key}
              variant={analysis?.key === a.key ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={analysis?.key === a.key}
              busy={analysis?.key === a.key && analysis.status === 'loading'}
              onClick={() => void run(a.key)}
            >
              {a.label}
            </Button>
          ))}
        </div>
        {problem && (
          <p className="analyzer__problem" role="alert">
            {problem}
          </p>
        )}
        <div aria-live="polite">{analysis && <AnalysisView state={analysis} />}</div>
      </section>
    </div>
  );
}

function PhaseTable({ state, phase }: { state: { status: string; data: PhaseResultRow[]; message?: string }; phase: string }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <PageLoader label="Cargando resultados..." />;
  if (state.status === 'error') return <ErrorState message={state.message ?? M.phaseFailed} />;
  if (state.data.length === 0) return <EmptyState message={M.noPhaseResults(phaseLabel(phase))} />;
  const columns: Column<PhaseResultRow>[] = [
    { key: 'pos', header: 'Pos', numeric: true, render: (r) => r.position },
    { key: 'clase', header: 'Pos. clase', numeric: true, render: (r) => r.position_in_class },
    {
      key: 'piloto',
      header: 'Piloto',
      render: (r) =>
        r.nombreEquipo ? (
          <span>
            <strong>{r.nombreEquipo}</strong>
            <br />
            <span className="muted">{r.nombrePiloto}</span>
          </span>
        ) : (
          r.nombrePiloto
        ),
    },
    { key: 'categoria', header: 'Clase', render: (r) => r.categoriaAuto ?? '—' },
    { key: 'auto', header: 'Auto', render: (r) => r.car_name },
    { key: 'numero', header: '#', numeric: true, render: (r) => r.car_number ?? '—' },
    { key: 'mejor', header: 'Mejor vuelta', numeric: true, render: (r) => formatLapTime(r.bestLapTime) },
    { key: 'vueltas', header: 'Vueltas', numeric: true, render: (r) => r.vueltasDadas },
    { key: 'inc', header: 'Incidentes', numeric: true, render: (r) => r.incidencias },
    {
      key: 'intervalo',
      header: 'Intervalo',
      numeric: true,
      render: (r) => {
        if (r.interval !== null || r.position === 1) return formatInterval(r.interval, { isLeader: r.position === 1 });
        // Only a race has laps down; elsewhere a missing interval is just no time.
        if (r.vueltasPerdidas === null) return '—';
        return r.vueltasPerdidas > 0 ? `LAP (+${r.vueltasPerdidas})` : 'LAP';
      },
    },
    { key: 'puntos', header: 'Puntos', numeric: true, render: (r) => r.points_earned },
    { key: 'motivo', header: 'Motivo de salida', render: (r) => reasonOutLabel(r.reason_out) },
  ];
  return (
    <section aria-labelledby="phase-title">
      <h2 id="phase-title" className="analyzer__subtitle">
        Resultados: {phaseLabel(phase)}
      </h2>
      <Table columns={columns} rows={state.data} rowKey={(r) => `${r.position}-${r.participant_id}`} caption={`Resultados de la fase ${phaseLabel(phase)}`} />
    </section>
  );
}

function Panel({ title, chart, children }: { title: string; chart?: ReactNode; children: ReactNode }) {
  return (
    <section className={chart ? 'analysis analysis--with-chart' : 'analysis'} aria-label={title}>
      <h3 className="analysis__title">{title}</h3>
      <div className="analysis__body">
        <div className="analysis__table">{children}</div>
        {chart && <div className="analysis__chart">{chart}</div>}
      </div>
    </section>
  );
}

const whoColumns = <T extends { driver_display_name: string; car_name: string; nombreEquipo: string | null; nombrePiloto: string }>(): Column<T>[] => [
  { key: 'piloto', header: 'Piloto', render: (r) => (r.nombreEquipo && r.nombreEquipo !== r.nombrePiloto ? `${r.driver_display_name} (${r.nombrePiloto})` : r.driver_display_name) },
  { key: 'auto', header: 'Auto', render: (r) => r.car_name },
];

function AnalysisView({ state }: { state: AnalysisState }) {
  const title = labelOf(state.key);
  const body = state.status === 'done' ? state.body : null;
  const content = useMemo(() => (body ? renderAnalysis(state.key, body, title) : null), [body, state.key, title]);
  if (state.status === 'loading') return <PageLoader label={`Cargando ${title.toLowerCase()}...`} />;
  if (state.status === 'error') return <ErrorState message={state.message} />;
  return content;
}

function renderAnalysis(key: AnalysisKey, body: unknown, title: string): ReactNode {
  const data = (body as { data?: unknown[] }).data ?? [];
  const empty = <EmptyState message={M.noData(title)} />;
  switch (key) {
    case 'bestlaps': {
      const rows = data as BestLapRow[];
      if (!rows.length) return empty;
      const columns: Column<BestLapRow>[] = [
        { key: 'fase', header: 'Fase', render: (r) => phaseLabel(r.phase_name) },
        ...whoColumns<BestLapRow>(),
        { key: 'numero', header: '#', numeric: true, render: (r) => r.car_number ?? '—' },
        { key: 'tiempo', header: 'Mejor vuelta', numeric: true, render: (r) => formatLapTime(r.best_lap_time) },
        { key: 'vuelta', header: 'Vuelta n.º', numeric: true, render: (r) => r.lap_number ?? '—' },
      ];
      return (
        <Panel title={title}>
          <Table columns={columns} rows={rows} rowKey={(r) => `${r.phase_name}-${r.cust_id ?? r.team_id}`} caption={title} />
        </Panel>
      );
    }
    case 'hardchargers': {
      const rows = data as HardChargerRow[];
      if (!rows.length) return empty;
      const columns: Column<HardChargerRow>[] = [
        ...whoColumns<HardChargerRow>(),
        { key: 'salida', header: 'Salida', numeric: true, render: (r) => r.starting_position },
        { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.finish_position },
        { key: 'ganadas', header: 'Posiciones ganadas', numeric: true, render: (r) => signed(r.positions_gained) },
      ];
      return (
        <Panel title={title} chart={<DriverBarChart label="Posiciones ganadas por piloto" valueLabel="Posiciones ganadas" data={rows.slice(0, 20).map((r) => ({ name: shortName(name(r)), value: r.positions_gained }))} />}>
          <Table columns={columns} rows={rows} rowKey={(r) => `${r.cust_id ?? r.team_id}`} caption={title} />
        </Panel>
      );
    }
    case 'qualy-vs-race': {
      const rows = data as QualyVsRaceRow[];
      if (!rows.length) return empty;
      const columns: Column<QualyVsRaceRow>[] = [
        ...whoColumns<QualyVsRaceRow>(),
        { key: 'qualy', header: 'Qualy', numeric: true, render: (r) => r.qualy_position },
        { key: 'qualyc', header: 'Qualy clase', numeric: true, render: (r) => r.qualy_position_in_class },
        { key: 'vq', header: 'Vuelta qualy', numeric: true, render: (r) => formatLapTime(r.best_qual_lap_time) },
        { key: 'salida', header: 'Salida', numeric: true, render: (r) => r.race_start_position ?? '—' },
        { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.race_finish_position },
        { key: 'llegadac', header: 'Llegada clase', numeric: true, render: (r) => r.race_finish_position_in_class },
        { key: 'dif', header: '+/−', numeric: true, render: (r) => signed(r.positions_gained_lost) },
        { key: 'difc', header: '+/− clase', numeric: true, render: (r) => signed(r.positions_gained_lost_in_class) },
      ];
      return (
        <Panel title={title}>
          <Table columns={columns} rows={rows} rowKey={(r) => `${r.cust_id ?? r.team_id}`} caption={title} />
        </Panel>
      );
    }
    case 'incident-ranking': {
      const rows = data as IncidentRow[];
      if (!rows.length) return empty;
      const columns: Column<IncidentRow>[] = [
        ...whoColumns<IncidentRow>(),
        { key: 'total', header: 'Incidentes', numeric: true, render: (r) => r.total_incidents },
        { key: 'fases', header: 'Por fase', render: (r) => r.incidents_by_phase.map((p) => `${phaseLabel(p.phase_name)}: ${p.incidents}`).join(' · ') },
      ];
      return (
        <Panel title={title} chart={<DriverBarChart label="Incidentes por piloto" valueLabel="Incidentes" data={rows.slice(0, 20).map((r) => ({ name: shortName(name(r)), value: r.total_incidents }))} />}>
          <Table columns={columns} rows={rows} rowKey={(r) => `${r.cust_id ?? r.team_id}`} caption={title} />
        </Panel>
      );
    }
    case 'incident-ratio-ranking': {
      const rows = data as IncidentRatioRow[];
      if (!rows.length) return empty;
      const columns: Column<IncidentRatioRow>[] = [
        ...whoColumns<IncidentRatioRow>(),
        { key: 'inc', header: 'Incidentes', numeric: true, render: (r) => r.total_incidents_race },
        { key: 'vueltas', header: 'Vueltas', numeric: true, render: (r) => r.laps_complete_race },
        { key: 'ratio', header: 'Incidentes por vuelta', numeric: true, render: (r) => formatRatio(r.incidents_per_lap_race) },
      ];
      return (
        <Panel title={title}>
          <Table columns={columns} rows={rows} rowKey={(r) => `${r.cust_id ?? r.team_id}`} caption={title} />
        </Panel>
      );
    }
    case 'laps-led-ranking': {
      const rows = data as LapsLedRow[];
      if (!rows.length) return empty;
      const columns: Column<LapsLedRow>[] = [
        ...whoColumns<LapsLedRow>(),
        { key: 'led', header: 'Vueltas lideradas', numeric: true, render: (r) => r.laps_led },
        { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.finish_position },
      ];
      return (
        <Panel title={title}>
          <Table columns={columns} rows={rows} rowKey={(r) => `${r.cust_id ?? r.team_id}`} caption={title} />
        </Panel>
      );
    }
    case 'driver-performance': {
      const perf = body as DriverPerformance;
      if (!perf.phases?.length) return <EmptyState message={M.noDriverData} />;
      type Row = DriverPerformance['phases'][number];
      const columns: Column<Row>[] = [
        { key: 'fase', header: 'Fase', render: (r) => phaseLabel(r.phase_name) },
        { key: 'auto', header: 'Auto', render: (r) => r.car_name },
        { key: 'salida', header: 'Salida', numeric: true, render: (r) => r.start ?? '—' },
        { key: 'llegada', header: 'Llegada', numeric: true, render: (r) => r.finish },
        { key: 'vueltas', header: 'Vueltas', numeric: true, render: (r) => r.laps },
        { key: 'inc', header: 'Incidentes', numeric: true, render: (r) => r.incidents },
        { key: 'puntos', header: 'Puntos', numeric: true, render: (r) => r.points },
      ];
      return (
        <Panel title={`${title}: ${perf.driver_display_name}`}>
          <Table columns={columns} rows={perf.phases} rowKey={(r) => r.phase_name} caption={`${title}: ${perf.driver_display_name}`} />
        </Panel>
      );
    }
    case 'class-standings': {
      const standings = body as ClassStandings;
      if (!standings.standings?.length) return <EmptyState message={M.noClassStandings} />;
      type Row = ClassStandings['standings'][number];
      const columns: Column<Row>[] = [
        { key: 'pos', header: 'Pos. clase', numeric: true, render: (r) => r.finish_position_in_class },
        { key: 'general', header: 'Pos. general', numeric: true, render: (r) => r.overall_finish_position },
        ...whoColumns<Row>(),
        { key: 'gap', header: 'Al líder de clase', numeric: true, render: (r) => formatInterval(r.interval_to_class_leader, { isLeader: r.finish_position_in_class === 1 }) },
      ];
      return (
        <Panel title={`${title}: ${standings.car_class_name}`}>
          <Table columns={columns} rows={standings.standings} rowKey={(r) => `${r.cust_id ?? r.team_id}`} caption={`${title}: ${standings.car_class_name}`} />
        </Panel>
      );
    }
    case 'rating-changes': {
      const rows = data as RatingRow[];
      if (!rows.length) return empty;
      const columns: Column<RatingRow>[] = [
        ...whoColumns<RatingRow>(),
        { key: 'oldi', header: 'iRating', numeric: true, render: (r) => r.old_irating ?? '—' },
        { key: 'newi', header: 'iRating nuevo', numeric: true, render: (r) => r.new_irating ?? '—' },
        { key: 'di', header: 'Cambio iRating', numeric: true, render: (r) => signed(r.irating_change) },
        { key: 'oldc', header: 'CPI', numeric: true, render: (r) => (r.old_cpi === null ? '—' : formatCpi(r.old_cpi)) },
        { key: 'newc', header: 'CPI nuevo', numeric: true, render: (r) => (r.new_cpi === null ? '—' : formatCpi(r.new_cpi)) },
        { key: 'dc', header: 'Cambio CPI', numeric: true, render: (r) => (r.cpi_change === null ? '—' : formatCpi(r.cpi_change)) },
      ];
      const charted = rows.filter((r) => r.irating_change !== null).slice(0, 20);
      return (
        <Panel
          title={title}
          chart={charted.length ? <DriverBarChart signed label="Cambio de iRating por piloto" valueLabel="Cambio de iRating" data={charted.map((r) => ({ name: shortName(name(r)), value: r.irating_change! }))} /> : undefined}
        >
          <Table columns={columns} rows={rows} rowKey={(r) => `${r.cust_id}-${r.team_id}`} caption={title} />
        </Panel>
      );
    }
  }
}
