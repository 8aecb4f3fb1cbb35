import type { Knex } from 'knex';
import type { DatabaseKind } from './databases.js';

/**
 * The plan the database makes for a query, as text: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's
 * EXPLAIN with sequential scans discouraged (a test's few rows would otherwise be read whole, the
 * cheapest way for so few), so a test can say which index a bounded read is served from.
 */
export async function queryPlan(knex: Knex, kind: DatabaseKind, query: Knex.QueryBuilder): Promise<string> {
  const { sql, bindings } = query.toSQL();
  if (kind === 'sqlite') {
    const rows = (await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never)) as Array<{ detail: string }>;
    return rows.map((r) => r.detail).join('\n');
  }
  return knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    const plan = (await trx.raw(`EXPLAIN ${sql.replace(/\$\d+/g, '?')}`, bindings as never)) as { rows: Array<Record<string, string>> };
    return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}
