import type { Knex } from 'knex';

/**
 * How many rows of `table` the database handed back, read whole (`select * from table …`), while
 * `work` ran, and the statements that read them: what a read costs beyond its answer.
 */
export async function rowsReadDuring(knex: Knex, table: string, work: () => Promise<unknown>): Promise<{ rows: number; statements: string[] }> {
  const read = { rows: 0, statements: [] as string[] };
  const whole = new RegExp(`^select \\* from ["\`]${table}["\`]`, 'i');
  const listen = (response: unknown, query: { sql: string }) => {
    if (!whole.test(query.sql)) return;
    const rows = Array.isArray(response) ? response : (response as { rows?: unknown[] } | undefined)?.rows;
    read.rows += Array.isArray(rows) ? rows.length : 0;
    read.statements.push(query.sql);
  };
  knex.on('query-response', listen);
  try {
    await work();
  } finally {
    knex.off('query-response', listen);
  }
  return read;
}
