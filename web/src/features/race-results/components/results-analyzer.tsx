import { phaseLabel } from '@contracts/iracing-terms';
import { isEventRef, RESULTS_MESSAGES as M } from '@contracts/results.messages';
import type { EventSummaryView as EventSummary, RatingRowView as RatingRow } from '@contracts/results.views';
import { useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { PageLoader } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { getAnalysis, getPhaseResults, type AnalysisKey } from '../api/get-analysis';
import { useEventPages, useEventSummary } from '../api/get-events';
import { ANALYSES, analysisOf } from './analyses';
import { loadAnalysisCharts } from './analysis-charts';
import { LapPositions } from './lap-positions';
import { PhaseTable, type PhaseRowsState } from './phase-table';
import './race-results.css';

const labelOf = (key: AnalysisKey) => analysisOf(key).label;

type AnalysisState = { key: AnalysisKey; status: 'loading' } | { key: AnalysisKey; status: 'error'; message: string } | { key: AnalysisKey; status: 'done'; body: unknown };

/** The events newest first (the list's order), each once: an event read by itself goes where its date puts it. */
function inOrder(events: EventSummary[]): EventSummary[] {
  const seen = new Set<string>();
  return events
    .filter((e) => !seen.has(e.id) && Boolean(seen.add(e.id)))
    .sort((a, b) => b.event_date.localeCompare(a.event_date) || b.subsession_id - a.subsession_id);
}

function defaultPhase(event: EventSummary | undefined): string {
  if (!event) return '';
  const names = event.phases.map((p) => p.simsession_name);
  return names.includes('RACE') ? 'RACE' : (names[names.length - 1] ?? '');
}

/**
 * The results analyzer of spec 2 (the public /race-result page and the admin's analyze screen):
 * it opens on the latest event (or the one asked for) and its race; choose another event or phase,
 * read its results and the positions by lap, then one analysis at a time. `canFetchLaps` (admins)
 * offers to ask iRacing for the positions by lap of an event imported as a file.
 */
export function ResultsAnalyzer({ initialEvent, canFetchLaps = false }: { initialEvent?: string; canFetchLaps?: boolean }) {
  const events = useEventPages();
  // Once more events come, the picker takes the focus: the keyboard goes on where the new ones are.
  const eventSelect = useRef<HTMLSelectElement>(null);
  const [subsession, setSubsession] = useState<string>(initialEvent ?? '');
  // With no event asked for, it opens on the latest one (the list comes newest first).
  const wanted = subsession || String(events.data?.[0]?.subsession_id ?? '');
  const listed = events.data?.find((e) => String(e.subsession_id) === wanted || e.id === wanted);
  // An event asked for that the pages read so far do not hold (an old one by its link) is read by itself.
  const asked = useEventSummary(events.data && !listed && isEventRef(subsession) ? subsession : null);
  const event = listed ?? asked.data;
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
  const rows: PhaseRowsState = phaseRows.isLoading
    ? { status: 'loading', data: [] }
    : phaseRows.error
      ? { status: 'error', data: [], message: M.phaseFailed }
      : phaseRows.data
        ? { status: 'done', data: phaseRows.data }
        : { status: 'idle', data: [] };

  const run = async (key: AnalysisKey, override: { sortBy?: 'irating_change' | 'cpi_change' } = {}) => {
    setProblem(null);
    if (!event) return setProblem(M.selectEvent);
    if (!phase) return setProblem(M.selectPhase);
    if (key === 'driver-performance' && !driver) return setProblem('Selecciona un piloto.');
    if (key === 'class-standings' && !carClass) return setProblem('Selecciona una clase.');
    // One analysis at a time: asking for one clears whatever was shown.
    setAnalysis({ for: eventKey, key, status: 'loading' });
    // The charts' code comes while the answer does.
    void loadAnalysisCharts().catch(() => undefined);
    try {
      const body = await getAnalysis(event.subsession_id, key, { custId: driver, carClassId: carClass, sortBy: override.sortBy ?? sortBy });
      setAnalysis({ for: eventKey, key, status: 'done', body });
    } catch (err) {
      setAnalysis({ for: eventKey, key, status: 'error', message: messageOf(err, M.noData(labelOf(key))) });
    }
  };

  if (events.isLoading) return <PageLoader label="Cargando eventos..." />;
  if (events.error) return <ErrorState message={M.eventsFailed} onRetry={() => void events.mutate()} />;
  if (!events.data?.length) return <EmptyState message={M.noEvents} />;

  const eventOptions = inOrder(listed || !event ? events.data : [...events.data, event]).map((e) => ({
    value: String(e.subsession_id),
    label: `${formatDate(e.event_date)} · ${e.session_name} · ${e.track_name}${e.published ? '' : ' (sin publicar)'}`,
  }));

  return (
    <div className="analyzer">
      <div className="analyzer__pickers">
        <div className="analyzer__events">
          <Select ref={eventSelect} label="Evento" placeholder="Selecciona un evento" options={eventOptions} value={event ? String(event.subsession_id) : ''} onChange={(e) => setSubsession(e.target.value)} />
          {events.next !== null && (
            <Button variant="secondary" size="sm" busy={events.busy} busyText="Cargando eventos..." onClick={() => void events.more().then((added) => added && eventSelect.current?.focus())}>
              Ver más eventos
            </Button>
          )}
          {events.failed && (
            <p className="form-error" role="alert">
              {M.moreEventsFailed}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {events.busy ? 'Cargando más eventos...' : ''}
          </p>
        </div>
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

      {event && <LapPositions key={event.subsession_id} subsessionId={event.subsession_id} canFetch={canFetchLaps} />}

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

function AnalysisView({ state }: { state: AnalysisState }) {
  const { label: title, View } = analysisOf(state.key);
  const body = state.status === 'done' ? state.body : null;
  // The same element while the answer is the same: choosing in a picker does not draw the tables again.
  const content = useMemo(() => (body ? <View body={body} title={title} /> : null), [body, View, title]);
  if (state.status === 'loading') return <PageLoader label={`Cargando ${title.toLowerCase()}...`} />;
  if (state.status === 'error') return <ErrorState message={state.message} />;
  return content;
}
