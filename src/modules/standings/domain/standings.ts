/**
 * A championship's standings, computed (docs/adr/0014). The seams live beside it: the tables and what
 * each entrant scored (standings-tables.ts), dropped rounds (standings-drops.ts), the order of a table
 * (standings-ordering.ts) and rosters (standings-teams.ts); the shapes of the answer in standings-rows.ts.
 */
import type { Group } from './event-scoring.js';
import type { StandingsInput } from './standings-input.js';
import { totals } from './standings-drops.js';
import { rank, type Ranked } from './standings-ordering.js';
import { ROSTERS_TABLE, roundPoints, type Standings, type StandingsRow } from './standings-rows.js';
import { Groups, listRegistered, scoreRounds, type Tally } from './standings-tables.js';
import { rosterRows } from './standings-teams.js';

export { ROSTERS_TABLE, type CompetitorKind, type EventPoints, type RoundPoints, type Standings, type StandingsRow, type StandingsTable } from './standings-rows.js';
export { penaltyEventOf } from './standings-tables.js';

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
