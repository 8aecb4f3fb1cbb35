/**
 * Standings' tables: the group (table) each entrant scores in each round, and everything he scored there,
 * penalties and deductions included, as one tally per entrant.
 */
import { scoreEvent, sessionEntrants, type Entrant, type Group } from './event-scoring.js';
import type { ResultRow, RoundResults, ScoredEventRules, ScoringRules, StandingsInput, StandingsPenalty } from './standings-input.js';
import type { EventPoints } from './standings-rows.js';

// Plain toLowerCase: names are compared without case, and a locale-aware lowering costs far more per call.
export const lower = (s: string) => s.trim().toLowerCase();

/** Everything known of an entrant while rounds are scored. */
export interface Tally {
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

export class Groups {
  private readonly byName = new Map<string, Group>();
  private readonly drivers = new Map<number, ScoringRules['pilotos'][number]>();
  private readonly classes = new Map<number, Group>();

  constructor(private readonly rules: ScoringRules) {
    for (const g of rules.grupos)
      this.byName.set(lower(g.nombre), { key: `g:${lower(g.nombre)}`, name: g.nombre, overall: g.posicionesGenerales, penaltiesInClass: g.posicionesGenerales && g.sancionesSoloEnSuClase === true });
    for (const d of rules.pilotos) this.drivers.set(d.custId, d);
  }

  /**
   * A listed driver's group name in a round: his latest change from that round or before, else his first
   * group; null: listed in no group; undefined: not listed.
   */
  private assignedName(custId: number, ronda: number): string | null | undefined {
    const driver = this.drivers.get(custId);
    if (!driver) return undefined;
    let name = driver.grupo;
    for (const change of driver.cambios) if (change.desdeRonda <= ronda) name = change.grupo;
    return name;
  }

  private assigned(custId: number, ronda: number): Group | null {
    const name = this.assignedName(custId, ronda);
    return name ? (this.byName.get(lower(name)) ?? null) : null;
  }

  /** A driver the rulebook lists in no group that round: he scores nothing and takes nobody's place. */
  outside(custId: number, ronda: number): boolean {
    return this.rules.agrupacion === 'grupos' && this.assignedName(custId, ronda) === null;
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
      const name = this.assignedName(id, ronda);
      // The first listed driver decides; one listed in no group keeps the row out of every group.
      if (name === null) return null;
      const group = name === undefined ? null : this.assigned(id, ronda);
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
export function scoreRounds(input: StandingsInput, rounds: readonly RoundResults[], groups: Groups): Map<string, Tally> {
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
          nonScorersStay: rules.sancionSinPuntosNoMueveAOtros,
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
    if (groups.outside(custId, round.ronda)) return null;
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
    // Listed in no group: as if he had not raced, for every place and every event.
    if (row.custId !== null && groups.outside(row.custId, ronda)) continue;
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
export function listRegistered(rules: ScoringRules, tallies: Map<string, Tally>, groups: Groups, lastRound: number | null): void {
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
