import { scoreEvent, sessionEntrants, type Entrant, type Group } from './event-scoring.js';
import type { ResultRow, RoundResults, ScoredEventRules, ScoringRules, StandingsInput, StandingsPenalty } from './standings-input.js';

/** What one entrant got in one scored event of a round. */
export interface EventPoints {
  sesion: number;
  evento: string;
  puntos: number;
  /** The rank the points were read from, or null for events without one (laps led, places gained). */
  posicion: number | null;
}

/** One entrant's score in one round. */
export interface RoundPoints {
  ronda: number;
  carreraId: string;
  puntos: number;
  /** Among the worst rounds the rules drop. */
  descartada: boolean;
  /** Took part in at least one scored event of the round. */
  participo: boolean;
  eventos: EventPoints[];
}

export type CompetitorKind = 'piloto' | 'equipo' | 'plantilla';

/** One line of a table: a driver, a team of iRacing team events, or an admin's roster. */
export interface StandingsRow {
  posicion: number;
  /** Stable key: 'p:<custId>', 'e:<teamId>' or 'r:<roster name>'. */
  clave: string;
  tipo: CompetitorKind;
  custId: number | null;
  teamId: number | null;
  nombre: string;
  /** A team's or roster's drivers; empty for a driver. */
  pilotos: Array<{ custId: number; nombre: string }>;
  /** A driver's roster. */
  equipo: string | null;
  puntos: number;
  /** Points behind the table's leader. */
  diferencia: number;
  victorias: number;
  podios: number;
  poles: number;
  vueltasRapidas: number;
  /** Points deducted by penalties: already off `puntos`, never dropped. */
  deducciones: number;
  rondas: RoundPoints[];
}

export interface StandingsTable {
  clave: string;
  grupo: string;
  filas: StandingsRow[];
}

export interface Standings {
  /** The rounds counted, in order. */
  rondas: Array<{ ronda: number; carreraId: string }>;
  /** The last round counted; null when none is. */
  hastaRonda: number | null;
  /** Drivers, one table per group. */
  grupos: StandingsTable[];
  /** Teams of iRacing team events per group, then the rosters' table. */
  equipos: StandingsTable[];
}

/** The rosters' table key and name. */
export const ROSTERS_TABLE = { clave: 'equipos', grupo: 'Equipos' } as const;

const roundPoints = (n: number) => Math.round(n * 1000) / 1000;
// Plain toLowerCase: names are compared without case, and a locale-aware lowering costs far more per call.
const lower = (s: string) => s.trim().toLowerCase();

/** Everything known of an entrant while rounds are scored. */
interface Tally {
  key: string;
  kind: 'piloto' | 'equipo';
  custId: number | null;
  teamId: number | null;
  name: string;
  drivers: Map<number, string>;
  /** Round number → its score and the entrant's group that round. */
  rounds: Map<number, { group: Group; eventos: EventPoints[]; bestRace: number }>;
  deductions: number;
  /** Race finishing positions (index 0 = wins …), for the countback. */
  finishes: number[];
  poles: number;
  fastestLaps: number;
  /** Round, session, event and finishing place where the entrant first scored: the order groups appear in. */
  firstSeen: number[];
  /** The group of a driver listed only for a points deduction (he scored in no counted round). */
  placed: Group | null;
}

class Groups {
  private readonly byName = new Map<string, Group>();
  private readonly drivers = new Map<number, ScoringRules['pilotos'][number]>();
  private readonly classes = new Map<number, Group>();

  constructor(private readonly rules: ScoringRules) {
    for (const g of rules.grupos) this.byName.set(lower(g.nombre), { key: `g:${lower(g.nombre)}`, name: g.nombre, overall: g.posicionesGenerales });
    for (const d of rules.pilotos) this.drivers.set(d.custId, d);
  }

  /** A listed driver's group in a round: his latest change from that round or before, else his first group. */
  private assigned(custId: number, ronda: number): Group | null {
    const driver = this.drivers.get(custId);
    if (!driver) return null;
    let name = driver.grupo;
    for (const change of driver.cambios) if (change.desdeRonda <= ronda) name = change.grupo;
    return this.byName.get(lower(name)) ?? null;
  }

  fallback(): Group | null {
    return this.rules.grupoPorDefecto === null ? null : (this.byName.get(lower(this.rules.grupoPorDefecto)) ?? null);
  }

  of(row: ResultRow, ronda: number): Group | null {
    if (this.rules.agrupacion === 'clases') {
      let group = this.classes.get(row.carClassId);
      if (!group || group.name !== row.carClassName) {
        group = { key: `c:${row.carClassId}`, name: row.carClassName, overall: false };
        this.classes.set(row.carClassId, group);
      }
      return group;
    }
    const ids = row.custId !== null ? [row.custId] : row.drivers.map((d) => d.custId);
    for (const id of ids) {
      const group = this.assigned(id, ronda);
      if (group) return group;
    }
    return this.fallback();
  }

  /** The group a listed driver is shown in after `ronda`, or null when he is not listed. */
  listed(custId: number, ronda: number): Group | null {
    return this.rules.agrupacion === 'grupos' ? this.assigned(custId, ronda) : null;
  }

  /** Groups in the configuration's order (only for the `grupos` mode). */
  ordered(): Group[] {
    return this.rules.agrupacion === 'grupos' ? [...this.byName.values()] : [];
  }

  listedName(custId: number): string | null {
    return this.drivers.get(custId)?.nombre ?? null;
  }
}

const entrantKey = (row: ResultRow): string | null => (row.custId !== null ? `p:${row.custId}` : row.teamId !== null ? `e:${row.teamId}` : null);

function scoreTypeOf(rules: ScoringRules, ronda: number, sesion: number) {
  const format = rules.formato.rondas.find((r) => r.ronda === ronda)?.sesiones ?? rules.formato.porDefecto;
  const name = format[sesion - 1];
  return name === undefined ? undefined : rules.tiposPuntuacion.find((t) => lower(t.nombre) === lower(name));
}

/**
 * The scored event a penalty acts on among a round's sessions: the one it names (in its session, else
 * in the latest session having it), else in its session (or the round's) the main race event: the first
 * `posicion` event on the race session of the last session that has one. Null: no such event.
 */
export function penaltyEventOf(
  rules: ScoringRules,
  ronda: number,
  sessions: readonly number[],
  target: { sesion: number | null; evento: string | null },
): { sesion: number; evento: string } | null {
  const latestFirst = [...sessions].sort((a, b) => b - a);
  const candidates = target.sesion !== null ? latestFirst.filter((s) => s === target.sesion) : latestFirst;
  for (const sesion of candidates) {
    const events = scoreTypeOf(rules, ronda, sesion)?.eventos ?? [];
    const event = target.evento !== null ? events.find((e) => lower(e.nombre) === lower(target.evento!)) : events.find((e) => e.tipo === 'posicion' && e.sesionIracing === 'race');
    if (event) return { sesion, evento: event.nombre };
  }
  return null;
}

/** The event a penalty acts on, as `sesion:evento` (lower-case), among the sessions with results. */
function penaltyTarget(rules: ScoringRules, round: RoundResults, penalty: StandingsPenalty): string | null {
  const found = penaltyEventOf(
    rules,
    round.ronda,
    round.sesiones.map((s) => s.sesion),
    penalty,
  );
  return found ? `${found.sesion}:${lower(found.evento)}` : null;
}

function newTally(key: string, row: ResultRow, firstSeen: number[]): Tally {
  return {
    key,
    kind: row.custId !== null ? 'piloto' : 'equipo',
    custId: row.custId,
    teamId: row.custId !== null ? null : row.teamId,
    name: row.displayName,
    drivers: new Map(),
    rounds: new Map(),
    deductions: 0,
    finishes: [],
    poles: 0,
    fastestLaps: 0,
    firstSeen,
    placed: null,
  };
}

/** Scores every event of every counted round into one tally per entrant. */
function scoreRounds(input: StandingsInput, rounds: readonly RoundResults[], groups: Groups): Map<string, Tally> {
  const { rules } = input;
  const reasonsOut = new Set(rules.motivosSinPuntos.map((r) => r.trim().toLowerCase()));
  const tallies = new Map<string, Tally>();

  for (const round of rounds) {
    const penalties = input.penalties.filter((p) => p.carreraId === round.carreraId);
    const targets = penalties.map((p) => penaltyTarget(rules, round, p));
    for (const session of [...round.sesiones].sort((a, b) => a.sesion - b.sesion)) {
      const type = scoreTypeOf(rules, round.ronda, session.sesion);
      if (!type) continue;
      // Each iRacing session's entrants once, for all the events that read it.
      const race = session.race ? entrantsOf(session.race, round.ronda, groups, reasonsOut) : null;
      const qualifying = session.qualifying ? entrantsOf(session.qualifying, round.ronda, groups, reasonsOut) : null;
      for (const [eventIndex, event] of type.eventos.entries()) {
        const entrants = event.sesionIracing === 'race' ? race : qualifying;
        if (!entrants) continue;
        scoreOneEvent({
          round,
          session: session.sesion,
          eventIndex,
          event,
          entrants,
          tallies,
          closeUp: rules.cerrarPosiciones,
          nonScorersStay: rules.penalizacionSinPuntosNoMueve,
          penalties: penalties.filter((_, i) => targets[i] === `${session.sesion}:${lower(event.nombre)}`),
        });
      }
    }
    for (const penalty of penalties) if (penalty.tipo === 'puntos' && (penalty.puntos ?? 0) > 0) deduct(tallies, round, penalty, () => placeUnscored(rules, rounds, round, penalty, groups));
  }
  return tallies;
}

/**
 * A driver penalised in a round who scored in no event so far: his group from his latest row in the
 * counted rounds (a qualifying the rules do not score, say), else his configured or the default group,
 * else the only car class raced in that round; null when none tells where he belongs.
 */
function placeUnscored(rules: ScoringRules, rounds: readonly RoundResults[], round: RoundResults, penalty: StandingsPenalty, groups: Groups): Tally | null {
  const { custId } = penalty;
  const name = groups.listedName(custId);
  const tally = (group: Group, nombre: string): Tally => ({
    key: `p:${custId}`,
    kind: 'piloto',
    custId,
    teamId: null,
    name: nombre,
    drivers: new Map(),
    rounds: new Map(),
    deductions: 0,
    finishes: [],
    poles: 0,
    fastestLaps: 0,
    // After every entrant who scored in the round.
    firstSeen: [round.ronda, Number.MAX_SAFE_INTEGER],
    placed: group,
  });
  const classes = new Map<number, ResultRow>();
  for (let i = rounds.length - 1; i >= 0; i--) {
    const r = rounds[i]!;
    for (const s of r.sesiones) {
      for (const rows of [s.race, s.qualifying]) {
        for (const row of rows ?? []) {
          if (r === round) classes.set(row.carClassId, row);
          if (row.custId !== custId) continue;
          const group = groups.of(row, r.ronda);
          if (group) return tally(group, name ?? row.displayName);
        }
      }
    }
  }
  const nombre = name ?? penalty.nombre ?? String(custId);
  if (rules.agrupacion === 'grupos') {
    const group = groups.listed(custId, round.ronda) ?? groups.fallback();
    return group ? tally(group, nombre) : null;
  }
  const only = classes.size === 1 ? [...classes.values()][0]! : null;
  const group = only ? groups.of(only, round.ronda) : null;
  return group ? tally(group, nombre) : null;
}

/** A session's rows as entrants with their group that round; a row repeated or without an id is left out. */
function entrantsOf(rows: readonly ResultRow[], ronda: number, groups: Groups, reasonsOut: ReadonlySet<string>): Entrant[] {
  const seen = new Set<string>();
  const entrants: Array<Pick<Entrant, 'key' | 'row' | 'group'>> = [];
  for (const row of rows) {
    const key = entrantKey(row);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    entrants.push({ key, row, group: groups.of(row, ronda) });
  }
  return sessionEntrants(entrants, reasonsOut);
}

function scoreOneEvent(ctx: {
  round: RoundResults;
  session: number;
  eventIndex: number;
  event: ScoredEventRules;
  entrants: readonly Entrant[];
  tallies: Map<string, Tally>;
  closeUp: boolean;
  nonScorersStay: boolean;
  penalties: StandingsPenalty[];
}): void {
  const { entrants } = ctx;
  const outcomes = scoreEvent({ event: ctx.event, entrants, closeUp: ctx.closeUp, nonScorersStay: ctx.nonScorersStay, penalties: ctx.penalties });
  for (const entrant of entrants) {
    if (!entrant.group) continue;
    let tally = ctx.tallies.get(entrant.key);
    if (!tally) {
      tally = newTally(entrant.key, entrant.row, [ctx.round.ronda, ctx.session, ctx.eventIndex, entrant.row.finishPosition]);
      ctx.tallies.set(entrant.key, tally);
    }
    tally.name = entrant.row.displayName;
    for (const d of entrant.row.drivers) tally.drivers.set(d.custId, d.displayName);
    let round = tally.rounds.get(ctx.round.ronda);
    if (!round) {
      round = { group: entrant.group, eventos: [], bestRace: Infinity };
      tally.rounds.set(ctx.round.ronda, round);
    }
    round.group = entrant.group;
    const outcome = outcomes.get(entrant.key);
    round.eventos.push({ sesion: ctx.session, evento: ctx.event.nombre, puntos: outcome?.puntos ?? 0, posicion: outcome?.posicion ?? null });
    if (outcome?.posicion == null) continue;
    if (ctx.event.tipo === 'posicion' && ctx.event.sesionIracing === 'race') {
      // Filled with zeros up to the place, never with holes: a holey array is much slower to write.
      while (tally.finishes.length < outcome.posicion) tally.finishes.push(0);
      tally.finishes[outcome.posicion - 1]!++;
      round.bestRace = Math.min(round.bestRace, outcome.posicion);
    }
    if (ctx.event.tipo === 'posicion' && ctx.event.sesionIracing === 'qualifying' && outcome.posicion === 1) tally.poles++;
    if (ctx.event.tipo === 'vueltaRapida' && outcome.posicion === 1) tally.fastestLaps++;
  }
}

/**
 * A points deduction falls on the team the driver raced for in that round, else on the driver, listed
 * for it even when he scored in no counted round.
 */
function deduct(tallies: Map<string, Tally>, round: RoundResults, penalty: StandingsPenalty, unscored: () => Tally | null): void {
  for (const session of round.sesiones) {
    for (const row of [...(session.race ?? []), ...(session.qualifying ?? [])]) {
      if (row.custId === null && row.teamId !== null && row.drivers.some((d) => d.custId === penalty.custId)) {
        const team = tallies.get(`e:${row.teamId}`);
        if (team) team.deductions += penalty.puntos!;
        return;
      }
    }
  }
  let driver = tallies.get(`p:${penalty.custId}`) ?? null;
  if (!driver) {
    driver = unscored();
    if (driver) tallies.set(driver.key, driver);
  }
  if (driver) driver.deductions += penalty.puntos!;
}

/**
 * Every driver the rulebook lists who has no line yet (no result in the counted rounds, no deduction)
 * is listed at 0 in his group after the last counted round (his first group before any round): from
 * the first day, and in a table cut before the round he first raced. Only when grouping by groups (a
 * driver without results has no car class), and not a driver of a team event, who scores in his team's
 * row. A championship's confirmed entries would join the rulebook's drivers here.
 */
function listRegistered(rules: ScoringRules, tallies: Map<string, Tally>, groups: Groups, lastRound: number | null): void {
  const inTeams = new Set<number>();
  for (const tally of tallies.values()) for (const custId of tally.drivers.keys()) inTeams.add(custId);
  for (const driver of rules.pilotos) {
    const key = `p:${driver.custId}`;
    if (tallies.has(key) || inTeams.has(driver.custId)) continue;
    const group = groups.listed(driver.custId, lastRound ?? 0);
    if (!group) continue;
    tallies.set(key, {
      key,
      kind: 'piloto',
      custId: driver.custId,
      teamId: null,
      name: driver.nombre,
      drivers: new Map(),
      rounds: new Map(),
      deductions: 0,
      finishes: [],
      poles: 0,
      fastestLaps: 0,
      // After every entrant who scored.
      firstSeen: [Number.MAX_SAFE_INTEGER],
      placed: group,
    });
  }
}

/** Marks the `count` worst droppable rounds (ties: the earlier round first) as dropped. */
function dropWorst(rounds: RoundPoints[], count: number, protectedRounds: readonly number[]): void {
  const kept = new Set(protectedRounds);
  const droppable = rounds.filter((r) => !kept.has(r.ronda)).sort((a, b) => a.puntos - b.puntos || a.ronda - b.ronda);
  for (const r of droppable.slice(0, count)) r.descartada = true;
}

interface Ranked {
  row: StandingsRow;
  finishes: number[];
  /** Per counted round (latest first), the best race finish, Infinity without one. */
  latest: number[];
}

/**
 * The strict order of a table: points, then more wins, more second places and so on, then the better
 * race result in the latest round (and the round before, …), then the name and the key.
 */
function compareRanked(a: Ranked, b: Ranked): number {
  if (a.row.puntos !== b.row.puntos) return b.row.puntos - a.row.puntos;
  const length = Math.max(a.finishes.length, b.finishes.length);
  for (let i = 0; i < length; i++) {
    const diff = (b.finishes[i] ?? 0) - (a.finishes[i] ?? 0);
    if (diff !== 0) return diff;
  }
  for (let i = 0; i < a.latest.length; i++) {
    if (a.latest[i] !== b.latest[i]) return a.latest[i]! < b.latest[i]! ? -1 : 1;
  }
  return a.row.nombre.localeCompare(b.row.nombre, 'es-MX') || (a.row.clave < b.row.clave ? -1 : a.row.clave > b.row.clave ? 1 : 0);
}

function rank(clave: string, grupo: string, entries: Ranked[]): StandingsTable {
  entries.sort(compareRanked);
  const leader = entries[0]?.row.puntos ?? 0;
  // The rows were built for this table alone, so they are completed in place.
  entries.forEach((e, i) => {
    e.row.posicion = i + 1;
    e.row.diferencia = roundPoints(leader - e.row.puntos);
  });
  return { clave, grupo, filas: entries.map((e) => e.row) };
}

/** Round cells of an entrant, with its `drops` worst droppable rounds marked, and the row's totals. */
function totals(
  rules: ScoringRules,
  counted: Array<{ ronda: number; carreraId: string }>,
  pointsOf: (ronda: number) => { puntos: number; participo: boolean; eventos: EventPoints[] },
  deductions: number,
  drops: number,
) {
  const rondas: RoundPoints[] = counted.map(({ ronda, carreraId }) => {
    const { puntos, participo, eventos } = pointsOf(ronda);
    return { ronda, carreraId, puntos, descartada: false, participo, eventos };
  });
  dropWorst(rondas, drops, rules.rondasNoDescartables);
  const kept = rondas.filter((r) => !r.descartada).reduce((sum, r) => sum + r.puntos, 0);
  return { rondas, puntos: roundPoints(kept - deductions) };
}

/**
 * Computes a championship's standings (docs/adr/0014) from its scoring rules, the results of its
 * rounds, and its penalties in recorded order. Pure: the caller has already applied publication.
 */
export function computeStandings(input: StandingsInput): Standings {
  const { rules } = input;
  const rounds = [...input.rounds].filter((r) => input.hastaRonda == null || r.ronda <= input.hastaRonda).sort((a, b) => a.ronda - b.ronda);
  const counted = rounds.map((r) => ({ ronda: r.ronda, carreraId: r.carreraId }));
  const lastRound = counted.at(-1)?.ronda ?? null;
  const groups = new Groups(rules);
  const tallies = scoreRounds(input, rounds, groups);
  if (rules.mostrarPilotosSinResultados) listRegistered(rules, tallies, groups, lastRound);

  // Per counted round, latest first, the best race finish: the tie-break after the countback.
  const latestOf = (tally: Tally) => [...counted].reverse().map(({ ronda }) => tally.rounds.get(ronda)?.bestRace ?? Infinity);

  const roster = new Map<number, string>();
  for (const team of rules.equipos.plantillas) for (const id of team.pilotos) roster.set(id, team.nombre);

  const tables = new Map<string, { group: Group; entries: Ranked[]; teams: Ranked[] }>();
  for (const g of groups.ordered()) tables.set(g.key, { group: g, entries: [], teams: [] });
  const driverRows = new Map<number, Ranked>();

  const firstSeen = (a: Tally, b: Tally) => a.firstSeen.findIndex((v, i) => v !== b.firstSeen[i]);
  const sortedTallies = [...tallies.values()].sort((a, b) => {
    const i = firstSeen(a, b);
    return i < 0 ? 0 : a.firstSeen[i]! - b.firstSeen[i]!;
  });
  for (const tally of sortedTallies) {
    const listed = tally.custId !== null && lastRound !== null ? groups.listed(tally.custId, lastRound) : null;
    const group = listed ?? (tally.rounds.size > 0 ? tally.rounds.get(Math.max(...tally.rounds.keys()))!.group : tally.placed!);
    const { rondas, puntos } = totals(
      rules,
      counted,
      (ronda) => {
        const r = tally.rounds.get(ronda);
        return { puntos: roundPoints((r?.eventos ?? []).reduce((s, e) => s + e.puntos, 0)), participo: r !== undefined, eventos: r?.eventos ?? [] };
      },
      tally.deductions,
      rules.rondasDescartadas,
    );
    const finishes = tally.finishes;
    const row: StandingsRow = {
      posicion: 0,
      clave: tally.key,
      tipo: tally.kind,
      custId: tally.custId,
      teamId: tally.teamId,
      nombre: (tally.custId !== null ? groups.listedName(tally.custId) : null) ?? tally.name,
      pilotos: [...tally.drivers].map(([custId, nombre]) => ({ custId, nombre })),
      equipo: tally.custId !== null ? (roster.get(tally.custId) ?? null) : null,
      puntos,
      diferencia: 0,
      victorias: finishes[0] ?? 0,
      podios: (finishes[0] ?? 0) + (finishes[1] ?? 0) + (finishes[2] ?? 0),
      poles: tally.poles,
      vueltasRapidas: tally.fastestLaps,
      deducciones: roundPoints(tally.deductions),
      rondas,
    };
    const ranked: Ranked = { row, finishes, latest: latestOf(tally) };
    const table = tables.get(group.key) ?? { group, entries: [], teams: [] };
    tables.set(group.key, table);
    (tally.kind === 'piloto' ? table.entries : table.teams).push(ranked);
    if (tally.custId !== null) driverRows.set(tally.custId, ranked);
  }

  const grupos = [...tables.values()].filter((t) => t.entries.length > 0).map((t) => rank(t.group.key, t.group.name, t.entries));
  const equipos = [...tables.values()].filter((t) => t.teams.length > 0).map((t) => rank(t.group.key, t.group.name, t.teams));
  const rosters = rosterRows(rules, counted, driverRows);
  if (rosters.length > 0) equipos.push(rank(ROSTERS_TABLE.clave, ROSTERS_TABLE.grupo, rosters));
  return { rondas: counted, hastaRonda: lastRound, grupos, equipos };
}

/**
 * Rosters, as leagues add them: per round the sum of every driver's round points (his dropped rounds
 * too), less the lowest driver's when the rules say so and the roster has three or more; then the
 * roster's own drops (`equipos.descartes`), and the drivers' deductions only when
 * `equipos.incluirDeduccionesDePilotos` says so (they punish the driver, not his team).
 */
function rosterRows(rules: ScoringRules, counted: Array<{ ronda: number; carreraId: string }>, drivers: Map<number, Ranked>): Ranked[] {
  const out: Ranked[] = [];
  const { plantillas, descartes, incluirDeduccionesDePilotos } = rules.equipos;
  for (const team of plantillas) {
    const members = team.pilotos.map((id) => drivers.get(id));
    const present = members.filter((m): m is Ranked => m !== undefined);
    if (present.length === 0) continue;
    const deductions = incluirDeduccionesDePilotos ? present.reduce((s, m) => s + m.row.deducciones, 0) : 0;
    const { rondas, puntos } = totals(
      rules,
      counted,
      (ronda) => {
        const each = members.map((m) => m?.row.rondas.find((r) => r.ronda === ronda));
        const points = each.map((r) => r?.puntos ?? 0);
        const lowest = rules.descartarPeorPilotoDeEquipo && team.pilotos.length >= 3 ? Math.min(...points) : 0;
        return { puntos: roundPoints(points.reduce((s, p) => s + p, 0) - lowest), participo: each.some((r) => r?.participo), eventos: [] };
      },
      deductions,
      descartes,
    );
    const finishes: number[] = [];
    for (const m of present) m.finishes.forEach((n, i) => (finishes[i] = (finishes[i] ?? 0) + n));
    const sum = (f: (r: StandingsRow) => number) => present.reduce((s, m) => s + f(m.row), 0);
    const row: StandingsRow = {
      posicion: 0,
      clave: `r:${lower(team.nombre)}`,
      tipo: 'plantilla',
      custId: null,
      teamId: null,
      nombre: team.nombre,
      pilotos: team.pilotos.map((id) => ({ custId: id, nombre: drivers.get(id)?.row.nombre ?? String(id) })),
      equipo: null,
      puntos,
      diferencia: 0,
      victorias: sum((r) => r.victorias),
      podios: sum((r) => r.podios),
      poles: sum((r) => r.poles),
      vueltasRapidas: sum((r) => r.vueltasRapidas),
      deducciones: roundPoints(deductions),
      rondas,
    };
    const latest = counted.map((_, i) => Math.min(...present.map((m) => m.latest[i] ?? Infinity)));
    out.push({ row, finishes, latest });
  }
  return out;
}
