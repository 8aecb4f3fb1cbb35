import type { Knex } from 'knex';

const INDEX = 'races_search_text_trigram_index';

/**
 * PostgreSQL: a trigram index (pg_trgm) on the races' search text (the circuit folded), so the races
 * screen's search with every championship (`LIKE '%…%'`) reads the matching rows (docs/adr/0065's
 * addendum). Made only where the
 * extension is there or may be created (as docs/adr/0060's for the users); without it the search
 * still answers, the same, by reading the table. SQLite has no such index.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  const available = await knex.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`);
  if (available.rows.length === 0) return;
  try {
    // Under a savepoint: a role that may not create it leaves the migration's transaction usable.
    await knex.transaction((savepoint) => savepoint.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm'));
  } catch {
    return;
  }
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${INDEX} ON races USING gin ("searchText" gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(`DROP INDEX IF EXISTS ${INDEX}`);
}
