/** The order of a table: points, the countback, the latest rounds, then the name. */
import { roundPoints, type StandingsRow, type StandingsTable } from './standings-rows.js';

/** A row with what its place is decided by beyond points. */
export interface Ranked {
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

export function rank(clave: string, grupo: string, entries: Ranked[]): StandingsTable {
  entries.sort(compareRanked);
  const leader = entries[0]?.row.puntos ?? 0;
  // The rows were built for this table alone, so they are completed in place.
  entries.forEach((e, i) => {
    e.row.posicion = i + 1;
    e.row.diferencia = roundPoints(leader - e.row.puntos);
  });
  return { clave, grupo, filas: entries.map((e) => e.row) };
}
