import type { Knex } from 'knex';
import type { PlaceWindow } from '../keyset.js';

/**
 * Reads a window of a list ordered newest first by (instant, tie-break) from an index on those two
 * columns (docs/adr/0063): after a place, the rows `(at, tie) < place` walking down; before one, the
 * rows `> place` walking up (handed back newest first); from a position, by offset (the first page,
 * or a page asked by number alone). The query carries its filters already.
 */
export async function readWindow<Row>(query: Knex.QueryBuilder, [at, tie]: readonly [string, string], window: PlaceWindow): Promise<Row[]> {
  const before = 'before' in window;
  const order = before ? 'asc' : 'desc';
  query.orderBy([
    { column: at, order },
    { column: tie, order },
  ]);
  if ('after' in window) query.whereRaw('(??, ??) < (?, ?)', [at, tie, window.after.at, window.after.tie]);
  if ('before' in window) query.whereRaw('(??, ??) > (?, ?)', [at, tie, window.before.at, window.before.tie]);
  if ('offset' in window && window.offset > 0) query.offset(window.offset);
  const rows = (await query.limit(window.limit)) as Row[];
  return before ? rows.reverse() : rows;
}
