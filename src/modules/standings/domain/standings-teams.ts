/** Rosters: the teams an admin lists, scored from their drivers' rows. */
import type { ScoringRules } from './standings-input.js';
import { totals } from './standings-drops.js';
import type { Ranked } from './standings-ordering.js';
import { roundPoints, type StandingsRow } from './standings-rows.js';
import { lower } from './standings-tables.js';

/**
 * Rosters, as leagues add them: per round the sum of every driver's round points (his dropped rounds
 * too), less the lowest driver's when the rules say so and the roster has three or more; then the
 * roster's own drops (`equipos.descartes`), and the drivers' deductions only when
 * `equipos.incluirDeduccionesDePilotos` says so (they punish the driver, not his team).
 */
export function rosterRows(rules: ScoringRules, counted: Array<{ ronda: number; carreraId: string }>, drivers: Map<number, Ranked>): Ranked[] {
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
        const lowest = rules.equipos.descartarPeorPiloto && team.pilotos.length >= 3 ? Math.min(...points) : 0;
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
