import { ArrowLeft, BarChart3, CloudDownload, Link2Off, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeSessionCounts, IRACING_MSG, SEASON_SESSION_STATE_LABELS, sessionsLeft, type SeasonSessionState, type SeasonSessionsAnswer, type SeasonSessionView, type SyncReport } from '@contracts/iracing.contract';
import { SESIONES } from '@contracts/results.messages';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Table, type Column } from '@/components/ui/table';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ADMIN_TOAST } from '@/lib/toast-options';
import { useAdminChampionship } from '../api/championships';
import { useImportSeasonSession, useSeasonSessions, useSyncChampionship } from '../api/iracing-season-sessions';
import './admin-championships.css';

const STATE_TONES: Record<SeasonSessionState, BadgeTone> = { importada: 'success', 'por-importar': 'accent', 'en-curso': 'accent', esperando: 'neutral', 'sin-carrera': 'warning', fallida: 'danger' };

/** The server's Spanish words for a failed call whatever its status (iRacing down is a 502 or 503 that says so). */
const spanishMessageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.fromServer ? error.message : fallback);

type Races = SeasonSessionsAnswer['carreras'];
type Choice = { carreraId: string; sesion: string };

/** The race a session most likely belongs to: the one it went to before, else the race starting nearest its launch. */
function likelyChoice(session: SeasonSessionView, races: Races): Choice {
  if (session.carreraId && races.some((r) => r.id === session.carreraId)) return { carreraId: session.carreraId, sesion: String(session.sesion ?? 1) };
  const launched = new Date(session.lanzada).getTime();
  const nearest = [...races].sort((a, b) => Math.abs(new Date(a.inicio).getTime() - launched) - Math.abs(new Date(b.inicio).getTime() - launched))[0];
  return { carreraId: nearest?.id ?? '', sesion: '1' };
}

const importable = (s: SeasonSessionView) => s.estado === 'sin-carrera' || s.estado === 'fallida';

/** What a sync pass did for this championship, in a sentence. */
function syncSummary(report: SyncReport, campeonatoId: string): { ok: boolean; text: string } {
  const mine = report.campeonatos.find((c) => c.campeonatoId === campeonatoId) ?? report.campeonatos[0];
  if (!mine) return { ok: true, text: 'Sincronización terminada: no había nada que traer.' };
  if (mine.error) return { ok: false, text: `La sincronización se detuvo: ${mine.error}` };
  const n = mine.importadas.length;
  const counts = `${n === 1 ? '1 sesión importada' : `${n} sesiones importadas`} ahora; en la temporada: ${describeSessionCounts(mine.estados, mine.ocupadasHasta)}`;
  if (mine.estados['en-curso'])
    return { ok: false, text: `Sincronización incompleta: ${counts}. Otra sincronización tiene sesiones con resultados; si ya no corre, vuelve a sincronizar después de esa hora.` };
  if (sessionsLeft(mine.estados)) return { ok: false, text: `Sincronización incompleta: ${counts}.` };
  return { ok: true, text: `Sincronización terminada: ${counts}.` };
}

/**
 * /admin/campeonatos/:id/iracing: the sessions of the championship's iRacing league season, what
 * became of each (imported, waiting for results, with no race, failed), a one-click import of those
 * with no race or that failed, and 'Sincronizar ahora'.
 */
export function IracingSessionsAdmin({ campeonatoId }: { campeonatoId: string }) {
  const championships = useAdminChampionship(campeonatoId);
  const championship = championships.data ?? undefined;
  const hasSeason = championship ? championship.iracingLigaId !== null && championship.iracingTemporadaId !== null : undefined;
  const sessions = useSeasonSessions(hasSeason ? campeonatoId : '');
  const { trigger: runSync, isMutating: syncing } = useSyncChampionship(campeonatoId);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const sync = async () => {
    setOutcome(null);
    try {
      const summary = syncSummary(await runSync(), campeonatoId);
      setOutcome(summary);
      if (summary.ok) toast.success(summary.text, ADMIN_TOAST);
    } catch (err) {
      setOutcome({ ok: false, text: spanishMessageOf(err, 'No se pudo sincronizar con iRacing.') });
    }
  };

  let body;
  if (championships.error && championships.data === undefined) body = <ErrorState message="Error al cargar el campeonato" onRetry={() => void championships.mutate()} />;
  else if (championships.data === undefined) body = <SkeletonRows label="Cargando sesiones de iRacing..." rows={4} height={64} />;
  else if (!championship) body = <EmptyState message="Este campeonato no existe o fue eliminado." />;
  else if (!hasSeason)
    body = (
      <EmptyState
        icon={<Link2Off size={28} aria-hidden="true" />}
        message={IRACING_MSG.championshipWithoutSeason}
        action={
          <LinkButton to="/admin/campeonatos" variant="secondary">
            Ir a campeonatos para indicarlas
          </LinkButton>
        }
      />
    );
  else if (sessions.error && !sessions.data)
    body = <ErrorState message={spanishMessageOf(sessions.error, 'No se pudieron cargar las sesiones de iRacing.')} onRetry={() => void sessions.mutate()} />;
  else if (!sessions.data) body = <SkeletonRows label="Cargando sesiones de iRacing..." rows={4} height={64} />;
  else if (sessions.data.sesiones.length === 0) body = <EmptyState message="La temporada todavía no tiene sesiones en iRacing." />;
  else body = <SessionsTable campeonatoId={campeonatoId} answer={sessions.data} />;

  return (
    <section aria-labelledby="iracing-sessions-title">
      <p>
        <Link to="/admin/campeonatos">
          <ArrowLeft size={16} aria-hidden="true" /> Volver a campeonatos
        </Link>
      </p>
      <header className="admin-page__header">
        <div>
          <h1 id="iracing-sessions-title">Sesiones de iRacing{championship ? `: ${championship.nombreCampeonato}` : ''}</h1>
          <p className="iracing-sessions__season">
            {championship && hasSeason ? (
              <span className="tabular">
                Liga {championship.iracingLigaId} · Temporada {championship.iracingTemporadaId}.{' '}
              </span>
            ) : null}
            Cada sesión con resultados se importa sola a la carrera del campeonato de su fecha; las que no encuentran carrera esperan aquí. Horas de la Ciudad de
            México.
          </p>
        </div>
        {hasSeason && (
          <div className="admin-champ__actions">
            <Button busy={syncing} busyText="Sincronizando..." icon={<RefreshCw size={18} aria-hidden="true" />} onClick={() => void sync()}>
              Sincronizar ahora
            </Button>
          </div>
        )}
      </header>
      <div aria-live="polite">
        {outcome && (
          <p className={outcome.ok ? 'form-success' : 'form-error'} role={outcome.ok ? undefined : 'alert'}>
            {outcome.text}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

function SessionsTable({ campeonatoId, answer }: { campeonatoId: string; answer: SeasonSessionsAnswer }) {
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const importSession = useImportSeasonSession(campeonatoId);
  const [target, setTarget] = useState<number | null>(null);
  const importing = importSession.isMutating ? target : null;
  const [failure, setFailure] = useState<string | null>(null);
  const races = answer.carreras;
  const raceName = (id: string | null) => races.find((r) => r.id === id)?.circuito;
  const choiceOf = (s: SeasonSessionView) => choices[s.subsessionId] ?? likelyChoice(s, races);
  const choose = (s: SeasonSessionView, change: Partial<Choice>) => setChoices((all) => ({ ...all, [s.subsessionId]: { ...choiceOf(s), ...change } }));

  const runImport = async (s: SeasonSessionView) => {
    const choice = choiceOf(s);
    if (!choice.carreraId) return setFailure(`Elige la carrera a la que va la sesión ${s.subsessionId}.`);
    setTarget(s.subsessionId);
    setFailure(null);
    try {
      const result = await importSession.trigger({ subsessionId: s.subsessionId, to: { carreraId: choice.carreraId, sesion: Number(choice.sesion) } });
      toast.success(`${result.message || 'Sesión importada'}: ${raceName(choice.carreraId) ?? 'la carrera'}, sesión ${choice.sesion}.`, ADMIN_TOAST);
    } catch (err) {
      setFailure(`No se pudo importar la sesión ${s.subsessionId}: ${spanishMessageOf(err, 'error del servidor')}`);
    }
  };

  const raceOptions = races.map((r) => ({ value: r.id, label: `${r.circuito} · ${formatDateTime(r.inicio)}` }));
  const columns: Column<SeasonSessionView>[] = [
    { key: 'lanzada', header: 'Lanzada', numeric: true, render: (s) => formatDateTime(s.lanzada) },
    { key: 'id', header: 'Subsesión', numeric: true, render: (s) => s.subsessionId },
    { key: 'pista', header: 'Pista', render: (s) => s.pista },
    {
      key: 'estado',
      header: 'Estado',
      render: (s) => (
        <span className="iracing-sessions__state">
          <Badge tone={STATE_TONES[s.estado]}>{SEASON_SESSION_STATE_LABELS[s.estado]}</Badge>
          {s.motivo && <span className="iracing-sessions__reason">{s.motivo}</span>}
          {s.ocupadaHasta && <span className="iracing-sessions__reason">Hasta las {formatTime(s.ocupadaHasta)}</span>}
        </span>
      ),
    },
    {
      key: 'carrera',
      header: 'Carrera y sesión',
      render: (s) => {
        if (importable(s) && races.length > 0) {
          const choice = choiceOf(s);
          return (
            <span className="iracing-sessions__choice">
              <Select
                label={<span className="visually-hidden">Carrera para la sesión {s.subsessionId}</span>}
                placeholder="Elige la carrera"
                options={raceOptions}
                value={choice.carreraId}
                onChange={(e) => choose(s, { carreraId: e.target.value })}
              />
              <Select
                label={<span className="visually-hidden">Sesión puntuable para la sesión {s.subsessionId}</span>}
                options={SESIONES.map((n) => ({ value: String(n), label: `Sesión ${n}` }))}
                value={choice.sesion}
                onChange={(e) => choose(s, { sesion: e.target.value })}
              />
            </span>
          );
        }
        if (importable(s)) return <span className="muted">El campeonato no tiene carreras</span>;
        const circuito = s.circuito ?? raceName(s.carreraId);
        const scored = s.sesion;
        return circuito ? `${circuito}${scored ? ` · Sesión ${scored}` : ''}` : '—';
      },
    },
    {
      key: 'acciones',
      header: <span className="visually-hidden">Acciones</span>,
      label: 'Acciones',
      actions: true,
      render: (s) =>
        importable(s) ? (
          <Button
            size="sm"
            busy={importing === s.subsessionId}
            busyText="Importando..."
            disabled={importing !== null || races.length === 0}
            icon={<CloudDownload size={16} aria-hidden="true" />}
            aria-label={`Importar la sesión ${s.subsessionId} a la carrera elegida`}
            onClick={() => void runImport(s)}
          >
            Importar
          </Button>
        ) : s.eventoId ? (
          <Link className="btn btn--secondary btn--sm" to={`/admin/race-results/analyze/${s.subsessionId}`}>
            <BarChart3 size={16} aria-hidden="true" />
            <span>
              Analizar<span className="visually-hidden"> la sesión {s.subsessionId}</span>
            </span>
          </Link>
        ) : (
          <span className="muted">—</span>
        ),
    },
  ];

  return (
    <>
      <div aria-live="polite">
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      <Table caption={`Sesiones de la temporada ${answer.temporadaId} de la liga ${answer.ligaId}`} rows={answer.sesiones} rowKey={(s) => String(s.subsessionId)} columns={columns} />
    </>
  );
}
