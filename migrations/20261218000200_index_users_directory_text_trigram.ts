import type { Knex } from 'knex';

const INDEX = 'users_directory_text_trigram_index';

/**
 * PostgreSQL: a trigram index (pg_trgm) on the drivers' directory search text, so a search as one
 * types reads the matching rows instead of the whole table (docs/adr/0060), as the admin's search does
 * (migration 20261213100100, which creates the extension where it may). Without the extension the
 * search still answers, the same, by reading the table. SQLite walks the order index instead.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  const installed = await knex.raw(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  if (installed.rows.length === 0) return;
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${INDEX} ON users USING gin ("directoryText" gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(`DROP INDEX IF EXISTS ${INDEX}`);
}
