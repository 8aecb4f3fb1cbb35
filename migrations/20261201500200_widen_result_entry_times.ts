import type { Knex } from 'knex';

/**
 * iRacing gives times in ten-thousandths of a second; result rows keep them as milliseconds with one
 * decimal (docs/adr/0008), so the best lap and the intervals are no longer whole numbers. PostgreSQL's
 * integer columns become double precision (every stored row keeps its value); SQLite keeps a fraction in
 * an integer column as it is (its types are affinities), so there is nothing to change there.
 */
const COLUMNS = ['bestLapTime', 'interval', 'classInterval'];

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  for (const column of COLUMNS) await knex.raw('ALTER TABLE result_entries ALTER COLUMN ?? TYPE double precision', [column]);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  for (const column of COLUMNS) await knex.raw('ALTER TABLE result_entries ALTER COLUMN ?? TYPE integer USING round(??)', [column, column]);
}
