/** Dropped rounds: an entrant's worst droppable rounds leave his total. */
import type { ScoringRules } from './standings-input.js';
import { roundPoints, type EventPoints, type RoundPoints } from './standings-rows.js';

/** Marks the `count` worst droppable rounds (ties: the earlier round first) as dropped. */
function dropWorst(rounds: RoundPoints[], count: number, protectedRounds: readonly number[]): void {
  const kept = new Set(protectedRounds);
  const droppable = rounds.filter((r) => !kept.has(r.ronda)).sort((a, b) => a.puntos - b.puntos || a.ronda - b.ronda);
  for (const r of droppable.slice(0, count)) r.descartada = true;
}

/** Round cells of an entrant, with its `drops` worst droppable rounds marked, and the row's totals. */
export function totals(
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
