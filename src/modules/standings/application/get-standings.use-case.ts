import { standingsQuerySchema } from '../../../contracts/standings.contract.js';
import type { StandingsAnswer, StandingsUserView } from '../../../contracts/standings.views.js';
import type { Clock } from '../../../platform/clock.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { isAdmin, type Actor } from '../../identity/index.js';
import type { ScoredPhase, ScoredSessionResult } from '../../results/index.js';
import type { ResultRow, RoundResults, StandingsPenalty } from '../domain/standings-input.js';
import { computeStandings, type Standings } from '../domain/standings.js';
import type { ScoringConfigRepository } from './ports/scoring-config.repository.port.js';
import type { ChampionshipCalendar, EntryRosters, IracingAccounts, Penalties, ScoredSessions, SuspendedDrivers } from './ports/standings-sources.port.js';
import type { ClosedSeasons } from './ports/closed-seasons.port.js';
import type { StandingsVersion } from './ports/standings-version.port.js';
import { effectiveConfig } from './scoring-config.use-cases.js';
import { positionsByRound, toStandingsAnswer } from './standings-answer.js';

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

/** Computed standings kept by an app server while the data behind them stays the same. */
interface Kept {
  /** The stored version read before the data was. */
  version: string;
  /** For the public: when the next event is published (ms since the epoch), and the answer changes. */
  validUntil: number;
  computed: Promise<{ standings: Standings; users: Map<number, StandingsUserView>; restricted: Set<number> }>;
  /** The answers as JSON text, per detail and group asked. */
  bodies: Map<string, string>;
}

/** Enough for every championship of a season, each with a few `hastaRonda` views, for both audiences. */
const MAX_KEPT = 100;
/** Answers as text kept per computed standings (the whole table, one per group, with events or not). */
const MAX_BODIES = 8;
/** All the answers kept as text, in characters: the least recently used are dropped first. */
const MAX_BODY_CHARS = 16 * 1024 * 1024;

/**
 * GET /api/campeonatos/{id}/clasificacion (public): the championship scored with its configuration
 * (stored, else F1) from its results (published ones only, unless an admin asks) and the stewards'
 * penalties; drivers with a site account holding their iRacing id are shown as that user.
 *
 * A computed answer is kept per championship, audience (the public's never holds an unpublished
 * event) and `hastaRonda` while the stored version (docs/adr/0014) is the one read before computing
 * it and, for the public, until the next event is published; each call reads that one row first.
 */
export class GetStandings {
  private readonly entries = new Map<string, Kept>();
  private bodyChars = 0;

  constructor(
    private readonly deps: {
      configs: ScoringConfigRepository;
      calendar: ChampionshipCalendar;
      sessions: ScoredSessions;
      penalties: Penalties;
      suspensions: SuspendedDrivers;
      /** Absent: no entered teams or numbers (tests of other rules). */
      entries?: EntryRosters;
      accounts: IracingAccounts;
      version: StandingsVersion;
      closedSeasons: ClosedSeasons;
      clock: Clock;
    },
  ) {}

  async execute(actor: Actor | null, campeonatoId: string, query: unknown): Promise<StandingsAnswer> {
    const recorded = await this.finalTable(campeonatoId, query);
    if (recorded) return recorded;
    const { computed, options } = await this.kept(actor, campeonatoId, query);
    const posiciones = options.evolucion ? await this.positions(actor, campeonatoId, computed.standings) : undefined;
    return toStandingsAnswer(campeonatoId, computed.standings, { users: computed.users, restricted: computed.restricted, ...options, posiciones });
  }

  /** Each line's position after every round (`evolucion=true`): the standings after each earlier round, kept too. */
  private async positions(actor: Actor | null, campeonatoId: string, final: Standings) {
    const earlier = new Map<number, Standings>();
    for (const { ronda } of final.rondas) {
      if (ronda !== final.hastaRonda) earlier.set(ronda, (await this.kept(actor, campeonatoId, { hastaRonda: ronda })).computed.standings);
    }
    return positionsByRound(final, (ronda) => earlier.get(ronda)!);
  }

  /**
   * The same answer as JSON text, for the HTTP call: kept too (per group asked and per-event detail),
   * so a call that finds it only reads the version. `changesAt`: the next instant time alone changes
   * it (the next publication of one of the championship's events), null when none is pending.
   */
  async json(actor: Actor | null, campeonatoId: string, query: unknown): Promise<{ json: string; changesAt: Date | null }> {
    const recorded = await this.finalTable(campeonatoId, query);
    if (recorded) return { json: JSON.stringify(recorded), changesAt: null };
    const { key: entryKey, entry, computed, options } = await this.kept(actor, campeonatoId, query);
    const changesAt = Number.isFinite(entry.validUntil) ? new Date(entry.validUntil) : null;
    // The positions round by round are put together from other kept standings, not kept as text.
    // They read the same events: the same next publication.
    if (options.evolucion) return { json: JSON.stringify(await this.execute(actor, campeonatoId, query)), changesAt };
    const key = `${options.eventos ? 1 : 0}:${options.clase?.trim().toLowerCase() ?? ''}`;
    let text = entry.bodies.get(key);
    if (text === undefined) {
      text = JSON.stringify(toStandingsAnswer(campeonatoId, computed.standings, { users: computed.users, restricted: computed.restricted, ...options }));
      // Computed again meanwhile by another call: this text is not kept.
      if (this.entries.get(entryKey) !== entry) return { json: text, changesAt };
      if (entry.bodies.size >= MAX_BODIES) this.forgetBodies(entry);
      entry.bodies.set(key, text);
      this.bodyChars += text.length;
      // Oldest entries first (the one just used is the newest).
      for (const other of this.entries.values()) {
        if (this.bodyChars <= MAX_BODY_CHARS || other === entry) break;
        this.forgetBodies(other);
      }
    }
    return { json: text, changesAt };
  }

  /**
   * A closed season's final table as it was recorded (docs/adr/0033): read, never computed. Views of an
   * earlier round or the evolution are still computed, from data a closed season refuses to change.
   */
  private async finalTable(campeonatoId: string, query: unknown): Promise<StandingsAnswer | null> {
    const q = parseOrThrow(standingsQuerySchema, query ?? {});
    if (q.hastaRonda !== undefined || q.evolucion === 'true' || q.evolucion === '1') return null;
    return this.deps.closedSeasons.finalTable(campeonatoId, { clase: q.clase ?? null, eventos: q.eventos === 'true' || q.eventos === '1' });
  }

  private async kept(actor: Actor | null, campeonatoId: string, query: unknown) {
    const q = parseOrThrow(standingsQuerySchema, query ?? {});
    const admin = Boolean(actor && isAdmin(actor));
    const hastaRonda = q.hastaRonda ?? null;
    const key = `${admin ? 'admin' : 'public'}:${hastaRonda ?? ''}:${campeonatoId}`;
    const version = await this.deps.version.current();
    const now = this.deps.clock.now().getTime();
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version || now >= entry.validUntil) {
      const fresh: Kept = { version, validUntil: Infinity, computed: Promise.resolve(null as never), bodies: new Map() };
      fresh.computed = this.compute(campeonatoId, admin, hastaRonda, fresh);
      entry = fresh;
      this.keep(key, fresh);
      // A refused call (an unknown championship) is not kept.
      fresh.computed.catch(() => {
        if (this.entries.get(key) === fresh) {
          this.forgetBodies(fresh);
          this.entries.delete(key);
        }
      });
    } else {
      // Most recently used last: the oldest is the one dropped when full.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    const computed = await entry.computed;
    return { key, entry, computed, options: { eventos: q.eventos === 'true' || q.eventos === '1', clase: q.clase ?? null, evolucion: q.evolucion === 'true' || q.evolucion === '1' } };
  }

  private forgetBodies(entry: Kept): void {
    for (const text of entry.bodies.values()) this.bodyChars -= text.length;
    entry.bodies.clear();
  }

  private keep(key: string, entry: Kept): void {
    const replaced = this.entries.get(key);
    if (replaced) this.forgetBodies(replaced);
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > MAX_KEPT) {
      const oldest = this.entries.keys().next().value!;
      this.forgetBodies(this.entries.get(oldest)!);
      this.entries.delete(oldest);
    }
  }

  private async compute(campeonatoId: string, admin: boolean, hastaRonda: number | null, entry: Kept) {
    const races = await this.deps.calendar.racesOf(campeonatoId);
    const { configuracion: configured } = await effectiveConfig(this.deps.configs, campeonatoId);
    const entered = (await this.deps.entries?.rosterOf(campeonatoId)) ?? { numeros: [], equipos: [] };
    const enteredAccounts = new Map(
      (await this.deps.accounts.findByUserIds([...new Set([...entered.numeros.map((n) => n.userId), ...entered.equipos.flatMap((e) => e.userIds)])])).map((a) => [a.userId, a.iracingId]),
    );
    // Teams drivers entered with are the rosters when the configuration lists none (docs/adr/0034).
    const enteredRosters = entered.equipos
      .map((e) => ({ nombre: e.nombre, pilotos: e.userIds.flatMap((id) => (enteredAccounts.has(id) ? [enteredAccounts.get(id)!] : [])) }))
      .filter((e) => e.pilotos.length > 0);
    const configuracion =
      configured.equipos.plantillas.length === 0 && enteredRosters.length > 0 ? { ...configured, equipos: { ...configured.equipos, plantillas: enteredRosters } } : configured;
    const numberOf = new Map(entered.numeros.flatMap((n) => (enteredAccounts.has(n.userId) ? [[enteredAccounts.get(n.userId)!, n.numero] as const] : [])));
    const raceIds = races.map((r) => r.id);
    // Every event, so the public's answer knows when the next one is published and is computed again.
    const all = await this.deps.sessions.forRaces(raceIds);
    const sessions = admin ? all : all.filter((s) => s.published);
    if (!admin) for (const s of all) if (!s.published) entry.validUntil = Math.min(entry.validUntil, Date.parse(s.publishedAt));
    const rounds = roundsOf(raceIds, sessions);

    // In recorded order across drivers: an event's penalties act one after another (docs/adr/0014).
    const recorded = await this.deps.penalties.penaltiesOf(campeonatoId);
    // A driver suspended from a race (licence points) who races it anyway is disqualified from its main race.
    const suspended = (await this.deps.suspensions.suspendedIn(campeonatoId)).map((s) => ({ ...s, tipo: 'descalificacion' as const, segundos: null, posiciones: null, puntos: null, sesion: null, evento: null }));
    const ledger = [...recorded, ...suspended];
    const penalised = await this.deps.accounts.findByUserIds([...new Set(ledger.map((p) => p.userId))]);
    const accountOf = new Map(penalised.map((a) => [a.userId, a]));
    const penalties: StandingsPenalty[] = ledger.flatMap((s) => {
      const account = accountOf.get(s.userId);
      // A driver without an iRacing id on his account cannot be found in the results.
      if (account === undefined) return [];
      const nombre = `${account.nombre} ${account.apellido}`.trim();
      return [{ carreraId: s.carreraId, custId: account.iracingId, sesion: s.sesion, evento: s.evento, tipo: s.tipo, segundos: s.segundos, posiciones: s.posiciones, puntos: s.puntos, nombre }];
    });

    const custIds = new Set<number>();
    for (const s of sessions) for (const p of s.phases) for (const e of p.entries) {
      if (e.custId !== null) custIds.add(e.custId);
      for (const d of e.drivers) custIds.add(d.custId);
    }
    for (const p of configuracion.pilotos) custIds.add(p.custId);
    for (const p of penalties) custIds.add(p.custId);
    const accounts = await this.deps.accounts.findByIracingIds([...custIds]);
    // The drivers whose full name is not public: their iRacing name is not shown either.
    const restricted = new Set(accounts.filter((a) => a.nombreCompleto === false).map((a) => a.iracingId));
    const users = new Map<number, StandingsUserView>(
      accounts.map((a) => [
        a.iracingId,
        { id: a.userId, nombre: a.nombre, apellido: a.apellido, username: a.username, ...(numberOf.has(a.iracingId) ? { numeroAuto: numberOf.get(a.iracingId)! } : {}) },
      ]),
    );

    const standings = computeStandings({ rules: configuracion, rounds, penalties, hastaRonda });
    return { standings, users, restricted };
  }
}
