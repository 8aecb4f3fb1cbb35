import type { ResultRow, ScoredEventRules, StandingsPenalty } from './standings-input.js';

/** A group positions count in: a car class or one of the championship's groups. */
export interface Group {
  key: string;
  name: string;
  /** Scored on the overall order instead of the order within the group (`posicion` events only). */
  overall: boolean;
  /** With `overall`: a penalty moves a driver among the cars of his own car class only. */
  penaltiesInClass?: boolean;
}

/** One row of a session as an event sees it. */
export interface Entrant {
  /** 'p:<custId>' for a driver, 'e:<teamId>' for a team of a team event. */
  key: string;
  row: ResultRow;
  /** null: the driver is in no group this round and scores nothing. */
  group: Group | null;
  /** Out for a reason the rules list as scoring nothing. */
  outForReason: boolean;
  /** Laps of the leader of his group in the session. */
  leaderLaps: number;
}

/**
 * A session's entrants in finishing order, each with what decides whether he scores that does not
 * depend on the event: his reason out and his group leader's laps (the first of his group).
 */
export function sessionEntrants(list: ReadonlyArray<Pick<Entrant, 'key' | 'row' | 'group'>>, reasonsOut: ReadonlySet<string>): Entrant[] {
  const byFinish = [...list].sort((a, b) => a.row.finishPosition - b.row.finishPosition);
  const leaderLaps = new Map<string, number>();
  for (const e of byFinish) if (e.group && !leaderLaps.has(e.group.key)) leaderLaps.set(e.group.key, e.row.lapsComplete);
  // Built field by field: an object spread here costs a hundred times more on every session.
  return byFinish.map((e) => ({
    key: e.key,
    row: e.row,
    group: e.group,
    outForReason: reasonsOut.size > 0 && reasonsOut.has(e.row.reasonOut.trim().toLowerCase()),
    leaderLaps: e.group ? leaderLaps.get(e.group.key)! : 0,
  }));
}

/** What one entrant got in one event. */
export interface EventOutcome {
  puntos: number;
  /** The rank points were read from (within the group, or overall), or null when it gave none. */
  posicion: number | null;
}

export interface EventContext {
  event: ScoredEventRules;
  /** In finishing order, as sessionEntrants answers them. */
  entrants: readonly Entrant[];
  closeUp: boolean;
  /** A penalty on an entrant who does not score in this event moves nobody (`sancionSinPuntosNoMueveAOtros`). */
  nonScorersStay: boolean;
  /** Penalties acting on this event, in recorded order. */
  penalties: readonly StandingsPenalty[];
}

interface Place {
  entrant: Entrant;
  /** False for a non-scorer, and for one disqualified within his class (he keeps an overall place). */
  scores: boolean;
  /** Race time as the interval to the leader plus time penalties; null when unknown. */
  time: number | null;
}

const EPSILON = 1e-9;

/** Whether a penalty names this entrant: the driver himself, or one of the drivers of a team. */
function penaltyNames(penalty: StandingsPenalty, entrant: Entrant): boolean {
  return entrant.row.custId === penalty.custId || entrant.row.drivers.some((d) => d.custId === penalty.custId);
}

/**
 * Who scores: a driver in a group, not out for a reason that scores nothing, who completed at least
 * the event's share of the laps of his group's leader (the first of his group in the session).
 */
function scorers(ctx: EventContext): Set<Entrant> {
  const out = new Set<Entrant>();
  for (const e of ctx.entrants) {
    if (e.group && !e.outForReason && e.row.lapsComplete + EPSILON >= ctx.event.vueltasMinimas * e.leaderLaps) out.add(e);
  }
  return out;
}

const sameGroup = (a: Entrant, b: Entrant) => a.group !== null && b.group !== null && a.group.key === b.group.key;
const sameClass = (a: Entrant, b: Entrant) => a.row.carClassId === b.row.carClassId;

/**
 * A penalty within the penalised driver's car class (`sancionesSoloEnSuClase`, groups scored overall):
 * he is moved among the places his class holds, so the other classes keep their overall places. A
 * disqualified driver goes to his class's last place and scores nothing; N positions puts him behind the
 * next N of his class; seconds put him behind the next drivers of his class on his lap with a lower time.
 */
function penaliseInClass(running: Place[], at: number, penalty: StandingsPenalty, ctx: EventContext): void {
  const place = running[at]!;
  const slots: number[] = [];
  for (let i = at; i < running.length; i++) if (sameClass(running[i]!.entrant, place.entrant)) slots.push(i);
  let moves = 0;
  if (penalty.tipo === 'descalificacion') {
    moves = slots.length - 1;
    place.scores = false;
  } else if (penalty.tipo === 'posiciones' && (penalty.posiciones ?? 0) > 0) {
    moves = Math.min(penalty.posiciones!, slots.length - 1);
  } else if (penalty.tipo === 'tiempo' && ctx.event.sesionIracing === 'race' && ctx.event.tipo !== 'vueltaRapida' && (penalty.segundos ?? 0) > 0 && place.time !== null) {
    place.time += penalty.segundos! * 1000;
    for (const slot of slots.slice(1)) {
      const other = running[slot]!;
      if (other.entrant.row.lapsComplete !== place.entrant.row.lapsComplete || other.time === null || other.time >= place.time) break;
      moves++;
    }
  }
  // Each passed class-mate moves up one of the class's places; he takes the last of them.
  for (let k = 0; k < moves; k++) running[slots[k]!] = running[slots[k + 1]!]!;
  running[slots[moves]!] = place;
}

/**
 * Applies the event's penalties in recorded order to its running order. Disqualification takes the
 * entrant out; N positions moves him behind the next N of his group (never past its last); seconds are
 * added to his race time and he is placed behind the drivers on his lap with a lower time (a fastest-lap
 * ranking has no race time to add them to). With `nonScorersStay`, none of them acts on an entrant who
 * does not score in the event.
 */
function applyPenalties(order: Place[], ctx: EventContext): Place[] {
  const running = [...order];
  for (const penalty of ctx.penalties) {
    const at = running.findIndex((p) => penaltyNames(penalty, p.entrant));
    if (at < 0) continue;
    const place = running[at]!;
    // The league's rule: a penalty on a driver who scores nothing here changes nobody else's place.
    if (ctx.nonScorersStay && !place.scores) continue;
    if (place.entrant.group?.penaltiesInClass) {
      penaliseInClass(running, at, penalty, ctx);
      continue;
    }
    if (penalty.tipo === 'descalificacion') {
      running.splice(at, 1);
    } else if (penalty.tipo === 'posiciones' && (penalty.posiciones ?? 0) > 0) {
      let passed = 0;
      let target = at;
      for (let i = at + 1; i < running.length && passed < penalty.posiciones!; i++) {
        if (sameGroup(running[i]!.entrant, place.entrant)) {
          passed++;
          target = i;
        }
      }
      running.splice(at, 1);
      running.splice(target, 0, place);
    } else if (penalty.tipo === 'tiempo' && ctx.event.sesionIracing === 'race' && ctx.event.tipo !== 'vueltaRapida' && (penalty.segundos ?? 0) > 0 && place.time !== null) {
      place.time += penalty.segundos! * 1000;
      // He drops behind each next driver on his lap with a lower time, and stops at the first who is not:
      // a driver already behind him for a positions penalty stays behind.
      let target = at;
      for (let i = at + 1; i < running.length; i++) {
        const other = running[i]!;
        if (other.entrant.row.lapsComplete !== place.entrant.row.lapsComplete || other.time === null || other.time >= place.time) break;
        target = i;
      }
      running.splice(at, 1);
      running.splice(target, 0, place);
    }
  }
  return running;
}

const pointsAt = (table: readonly number[], rank: number) => table[rank - 1] ?? 0;

/** Scores one event of one session: every entrant's points and rank, by the event's kind. */
export function scoreEvent(ctx: EventContext): Map<string, EventOutcome> {
  const byFinish = ctx.entrants;
  const scoring = scorers(ctx);
  let start: readonly Entrant[] = byFinish;
  if (ctx.event.tipo === 'vueltaRapida') {
    // Fastest first; laps without a time last; equal times in finishing order (the sort is stable).
    start = [...byFinish].sort((a, b) => (a.row.bestLapTime ?? Infinity) - (b.row.bestLapTime ?? Infinity));
  }
  // Copies: a time penalty changes a place's time, and each event starts from the session as it finished.
  const places = applyPenalties(
    start.map((entrant) => ({ entrant, scores: scoring.has(entrant), time: entrant.row.interval })),
    ctx,
  );

  const out = new Map<string, EventOutcome>();
  const table = ctx.event.tabla;
  // Running counts of the places ahead, so ranking is one pass: per group, and overall.
  const aheadInGroup = new Map<string, number>();
  let aheadOverall = 0;
  places.forEach((place, index) => {
    const { entrant } = place;
    const group = entrant.group;
    const inGroup = group ? (aheadInGroup.get(group.key) ?? 0) : 0;
    const overall = aheadOverall;
    if (ctx.event.tipo === 'vueltaRapida') {
      // Only the group's scorers with a timed lap rank for the fastest lap.
      if (group && place.scores && entrant.row.bestLapTime !== null) aheadInGroup.set(group.key, inGroup + 1);
    } else if (!ctx.closeUp || place.scores) {
      if (group) aheadInGroup.set(group.key, inGroup + 1);
      aheadOverall++;
    }
    if (!group || !place.scores) return;
    let outcome: EventOutcome = { puntos: 0, posicion: null };
    switch (ctx.event.tipo) {
      case 'posicion': {
        const rank = (group.overall ? overall : inGroup) + 1;
        outcome = { puntos: pointsAt(table, rank), posicion: rank };
        break;
      }
      case 'vueltaRapida':
        if (entrant.row.bestLapTime !== null) outcome = { puntos: pointsAt(table, inGroup + 1), posicion: inGroup + 1 };
        break;
      case 'vueltasLideradas':
        outcome = { puntos: entrant.row.lapsLed > 0 ? table[0]! : 0, posicion: null };
        break;
      case 'posicionesGanadas': {
        const gained = entrant.row.startingPosition === null ? 0 : entrant.row.startingPosition - (index + 1);
        outcome = { puntos: gained > 0 ? gained * table[0]! : 0, posicion: null };
        break;
      }
    }
    out.set(entrant.key, outcome);
  });
  return out;
}
