import { standingsQuerySchema } from '../../../contracts/standings.contract.js';
import type { StandingsAnswer, StandingsUserView } from '../../../contracts/standings.views.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import type { ScoredPhase, ScoredSessionResult } from '../../results/index.js';
import type { ResultRow, RoundResults, StandingsPenalty } from '../domain/standings-input.js';
import type { ScoringConfigRepository } from './ports/scoring-config.repository.port.js';
import type { ChampionshipCalendar, IracingAccounts, Penalties, ScoredSessions } from './ports/standings-sources.port.js';
import { effectiveConfig } from './scoring-config.use-cases.js';
import type { ScoreChampionship } from './standings-answer.js';

/** A phase's rows as the scoring reads them. */
function rowsOf(phase: ScoredPhase | undefined): ResultRow[] | null {
  if (!phase) return null;
  return phase.entries.map((e) => ({
    custId: e.custId,
    teamId: e.custId === null ? e.teamId : null,
    displayName: e.displayName,
    drivers: e.drivers.map((d) => ({ custId: d.custId, displayName: d.displayName })),
    carClassId: e.carClassId,
    carClassName: e.carClassName,
    startingPosition: e.startingPosition,
    finishPosition: e.finishPosition,
    lapsComplete: e.lapsComplete,
    lapsLed: e.lapsLed,
    bestLapTime: e.bestLapTime,
    interval: e.interval,
    reasonOut: e.reasonOut,
  }));
}

/** The rounds: the championship's races in calendar order, each with its scored sessions that have results. */
export function roundsOf(raceIds: readonly string[], sessions: readonly ScoredSessionResult[]): RoundResults[] {
  return raceIds.flatMap((carreraId, i) => {
    const mine = sessions.filter((s) => s.carreraId === carreraId).sort((a, b) => a.sesion - b.sesion);
    if (mine.length === 0) return [];
    return [
      {
        ronda: i + 1,
        carreraId,
        sesiones: mine.map((s) => ({
          sesion: s.sesion,
          qualifying: rowsOf(s.phases.filter((p) => p.kind === 'qualifying').at(-1)),
          race: rowsOf(s.phases.find((p) => p.main) ?? s.phases.filter((p) => p.kind === 'race').at(-1)),
        })),
      },
    ];
  });
}

/**
 * GET /api/campeonatos/{id}/clasificacion (public): the championship scored with its configuration
 * (stored, else F1) from its results (published ones only, unless an admin asks) and the stewards'
 * penalties; drivers with a site account holding their iRacing id are shown as that user.
 */
export class GetStandings {
  constructor(
    private readonly deps: {
      configs: ScoringConfigRepository;
      calendar: ChampionshipCalendar;
      sessions: ScoredSessions;
      penalties: Penalties;
      accounts: IracingAccounts;
      score: ScoreChampionship;
    },
  ) {}

  async execute(actor: Actor | null, campeonatoId: string, query: unknown): Promise<StandingsAnswer> {
    const q = parseOrThrow(standingsQuerySchema, query ?? {});
    const races = await this.deps.calendar.racesOf(campeonatoId);
    const { configuracion } = await effectiveConfig(this.deps.configs, campeonatoId);
    const raceIds = races.map((r) => r.id);
    const sessions = await this.deps.sessions.forRaces(raceIds, { publishedOnly: !(actor && isAdmin(actor)) });
    const rounds = roundsOf(raceIds, sessions);

    const ledger = await this.deps.penalties.penaltiesOf(campeonatoId);
    const penalised = await this.deps.accounts.findByUserIds(ledger.flatMap((r) => r.pilotos.map((p) => p.userId)));
    const custIdOf = new Map(penalised.map((a) => [a.userId, a.iracingId]));
    const penalties: StandingsPenalty[] = ledger.flatMap((race) =>
      race.pilotos.flatMap((p) => {
        const custId = custIdOf.get(p.userId);
        // A driver without an iRacing id on his account cannot be found in the results.
        if (custId === undefined) return [];
        return p.sanciones.map((s) => ({ carreraId: race.carreraId, custId, sesion: s.sesion, evento: s.evento, tipo: s.tipo, segundos: s.segundos, posiciones: s.posiciones, puntos: s.puntos }));
      }),
    );

    const custIds = new Set<number>();
    for (const s of sessions) for (const p of s.phases) for (const e of p.entries) {
      if (e.custId !== null) custIds.add(e.custId);
      for (const d of e.drivers) custIds.add(d.custId);
    }
    for (const p of configuracion.pilotos) custIds.add(p.custId);
    const users = new Map<number, StandingsUserView>(
      (await this.deps.accounts.findByIracingIds([...custIds])).map((a) => [a.iracingId, { id: a.userId, nombre: a.nombre, apellido: a.apellido, username: null }]),
    );

    return this.deps.score.execute({
      campeonatoId,
      config: configuracion,
      rounds,
      penalties,
      hastaRonda: q.hastaRonda ?? null,
      users,
      eventos: q.eventos === 'true' || q.eventos === '1',
      clase: q.clase ?? null,
    });
  }
}
