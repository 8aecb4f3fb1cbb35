import { ArrowLeft, Download, Trophy } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { StandingsAnswer, StandingsDriverRowView, StandingsGroupView, StandingsTeamRowView } from '@contracts/standings.views';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { PageLoader } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { messageOf } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { ChampionshipView as Championship } from '@contracts/championships.views';
import { useNearViewport } from '@/lib/use-near-viewport';
import { standingsCsvUrl, useSeasonClosed, useStandings } from '../api/get-standings';
import type { ChartLine } from './standings-chart';
import { driverName, StandingsTable } from './standings-table';
import './standings.css';

// Recharts loads only when a chart is drawn.
const StandingsChart = lazy(() => import('./standings-chart'));

export const NO_RESULTS = 'Aún no hay resultados publicados para este campeonato.';

/** The championship as its page loads it (name and calendar). */
export interface ChampionshipLoad {
  data?: Championship;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

type DriverTable = StandingsGroupView<StandingsDriverRowView>;
type TeamTable = StandingsGroupView<StandingsTeamRowView>;

function chartLines(table: DriverTable | TeamTable): ChartLine[] {
  return (table.filas as Array<StandingsDriverRowView | StandingsTeamRowView>).map((row) => ({
    key: 'piloto' in row ? `p${row.piloto.custId}` : `e${row.teamId ?? row.nombre}`,
    name: 'piloto' in row ? driverName(row.piloto) : row.nombre,
    posicion: row.posicion,
    posiciones: row.posiciones ?? [],
  }));
}

/**
 * The positions chart of one table. Its data (each line's place after every round, one calculation
 * per round on the server) is asked for apart, so the tables never wait for it.
 */
function PositionsChart(props: { id: string; hastaRonda: number | null; clave: string; grupo: string }) {
  // Below a long table on a phone: its data and the chart's library (about 100 KB) wait until the
  // visitor comes within 200 px of it (docs/adr/0036, 0069), in the space the chart will take. Within a
  // window's height, it loaded with the page on a phone and made a task of 210–240 ms under 4×.
  const [ref, near] = useNearViewport<HTMLDivElement>('200px 0px');
  // The slot stays while what it holds changes (the browser tests scroll to it).
  return (
    <div ref={ref} className="standings-chart-slot">
      {near ? <PositionsChartNow {...props} /> : <Skeleton className="standings-chart__loading" height={320} />}
    </div>
  );
}

function PositionsChartNow({ id, hastaRonda, clave, grupo }: { id: string; hastaRonda: number | null; clave: string; grupo: string }) {
  const evolution = useStandings(id, { hastaRonda, evolucion: true });
  if (evolution.error) {
    return <ErrorState message="No se pudo cargar la gráfica de posiciones." onRetry={() => void evolution.mutate()} />;
  }
  const table = evolution.data && [...evolution.data.grupos, ...evolution.data.equipos].find((t) => t.clave === clave);
  if (!evolution.data) return <Skeleton className="standings-chart__loading" height={320} />;
  if (!table) return null;
  return (
    <Suspense fallback={<Skeleton className="standings-chart__loading" height={320} />}>
      <StandingsChart key={clave + String(hastaRonda)} lines={chartLines(table)} title={`Posiciones ronda a ronda: ${grupo}`} />
    </Suspense>
  );
}

function GroupPanel({
  id,
  asked,
  drivers,
  teams,
  answer,
  roundNames,
}: {
  id: string;
  /** The round asked for; null: the latest. */
  asked: number | null;
  drivers: DriverTable | null;
  teams: TeamTable | null;
  answer: StandingsAnswer;
  roundNames: ReadonlyMap<number, string>;
}) {
  const main = drivers ?? teams!;
  const showChart = answer.rondas.length > 1;
  return (
    <div className="standings__panel">
      {drivers && <StandingsTable caption={`Clasificación de pilotos: ${drivers.grupo}`} rows={drivers.filas} rounds={answer.rondas} kind="pilotos" roundNames={roundNames} />}
      {teams && (
        <>
          {drivers && <h3 className="standings__subtitle">Equipos de {teams.grupo}</h3>}
          <StandingsTable caption={`Clasificación de equipos: ${teams.grupo}`} rows={teams.filas} rounds={answer.rondas} kind="equipos" roundNames={roundNames} />
        </>
      )}
      {showChart && <PositionsChart id={id} hastaRonda={asked} clave={main.clave} grupo={main.grupo} />}
    </div>
  );
}

/**
 * /campeonatos/{id}/clasificacion: the championship's standings after the latest round (or the one
 * chosen, kept in the address as ?hastaRonda=N), a tab per group and one for the teams, the table
 * race by race, the positions chart and the CSV file.
 */
export function StandingsPage({ id, championship }: { id: string; championship: ChampionshipLoad }) {
  const [params, setParams] = useSearchParams();
  const latest = useStandings(id);
  const { data: closed } = useSeasonClosed(id);
  const asked = Number(params.get('hastaRonda')) || null;
  const rounds = useMemo(() => latest.data?.rondas ?? [], [latest.data]);
  const chosen = asked !== null && rounds.some((r) => r.ronda === asked) && asked !== latest.data?.hastaRonda ? asked : null;
  const earlier = useStandings(chosen === null ? null : id, { hastaRonda: chosen });
  const answer = chosen === null ? latest.data : (earlier.data ?? undefined);
  const name = championship.data?.nombreCampeonato;
  const [tab, setTab] = useState<string | null>(null);
  useDocumentTitle(name ? `Clasificación de ${name}` : 'Clasificación');

  const roundNames = useMemo(() => {
    const races = new Map((championship.data?.carreras ?? []).map((r) => [r.id, r]));
    return new Map(
      rounds.flatMap((r) => {
        const race = races.get(r.carreraId);
        return race ? [[r.ronda, `${race.circuito}, ${formatDay(race.fechaInicio)}`] as const] : [];
      }),
    );
  }, [championship.data, rounds]);

  if (championship.isLoading || latest.isLoading) return <PageLoader label="Cargando la clasificación..." />;
  const failure = championship.error ?? latest.error;
  if (failure || !championship.data || !latest.data) {
    return (
      <div className="container page">
        <ErrorState
          message={messageOf(failure, 'No se pudo cargar la clasificación. Inténtalo de nuevo.')}
          onRetry={() => {
            void championship.mutate();
            void latest.mutate();
          }}
        />
        <Link to="/campeonatos">Ver todos los campeonatos</Link>
      </div>
    );
  }

  const header = (
    <header className="standings__header">
      <nav aria-label="Enlaces de la clasificación" className="standings__back">
        <Link to={`/campeonatos/${encodeURIComponent(id)}`}>
          <ArrowLeft size={16} aria-hidden="true" /> Volver al campeonato
        </Link>
      </nav>
      <p className="eyebrow">{closed ? 'Clasificación final · Temporada cerrada' : 'Clasificación'}</p>
      <h1 className="standings__title">{name}</h1>
    </header>
  );

  if (latest.data.hastaRonda === null || rounds.length === 0) {
    return (
      <div className="container page standings">
        {header}
        <EmptyState icon={<Trophy size={28} />} message={NO_RESULTS} />
      </div>
    );
  }

  const shownRound = chosen ?? latest.data.hastaRonda;
  const roundOptions = [...rounds].reverse().map((r) => ({ value: String(r.ronda), label: `Ronda ${r.ronda}${roundNames.has(r.ronda) ? ` · ${roundNames.get(r.ronda)}` : ''}` }));
  const pickRound = (value: string) => {
    const next = new URLSearchParams(params);
    if (Number(value) === latest.data?.hastaRonda) next.delete('hastaRonda');
    else next.set('hastaRonda', value);
    setParams(next, { replace: true });
  };

  let body;
  if (!answer) {
    body = earlier.error ? (
      <ErrorState message={messageOf(earlier.error, 'No se pudo cargar la clasificación de esa ronda.')} onRetry={() => void earlier.mutate()} />
    ) : (
      <PageLoader label="Cargando la clasificación..." />
    );
  } else {
    const teamsByGroup = new Map(answer.equipos.map((t) => [t.clave, t]));
    const tabs: TabItem[] = answer.grupos.map((g) => ({
      id: g.clave,
      label: g.grupo,
      content: <GroupPanel id={id} asked={chosen} drivers={g} teams={teamsByGroup.get(g.clave) ?? null} answer={answer} roundNames={roundNames} />,
    }));
    // Teams of a group with no drivers' table, and the rosters ('Equipos'), get a tab of their own.
    for (const t of answer.equipos) {
      if (answer.grupos.some((g) => g.clave === t.clave)) continue;
      tabs.push({ id: t.clave, label: t.grupo, content: <GroupPanel id={id} asked={chosen} drivers={null} teams={t} answer={answer} roundNames={roundNames} /> });
    }
    body =
      tabs.length === 1 ? (
        <section aria-label={`Clasificación: ${String(tabs[0]!.label)}`}>{tabs[0]!.content}</section>
      ) : (
        <Tabs tabs={tabs} value={tabs.some((t) => t.id === tab) ? tab! : tabs[0]!.id} onChange={setTab} label="Grupos de la clasificación" />
      );
  }

  return (
    <div className="container page standings">
      {header}
      <div className="standings__toolbar">
        <Select className="standings__round-picker" label="Después de la ronda" options={roundOptions} value={String(shownRound)} onChange={(e) => pickRound(e.target.value)} />
        <a className="btn btn--secondary btn--md" href={standingsCsvUrl(id, shownRound)} download>
          <Download size={18} aria-hidden="true" /> Descargar CSV
        </a>
      </div>
      <p className="standings__note muted">
        Los puntos tachados son de rondas descartadas; las deducciones por sanciones ya están restadas del total.
      </p>
      <p className="visually-hidden" role="status">
        {answer ? `Clasificación después de la ronda ${shownRound}` : ''}
      </p>
      {body}
    </div>
  );
}
