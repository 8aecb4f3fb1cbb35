import type { Knex } from 'knex';

const INDEX = 'users_search_text_trigram_index';

/**
 * PostgreSQL: a trigram index (pg_trgm) on the users' search text, so the admin's search and the
 * pickers' `LIKE '%…%'` read the matching rows instead of the whole table (docs/adr/0060). pg_trgm
 * ships with the server (Debian's postgresql-contrib is part of its package) and is a trusted
 * extension: the database's owner may create it. Where it is not available the search still answers,
 * the same, by reading the table. SQLite has no such index: there the list walks its order index.
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
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${INDEX} ON users USING gin ("searchText" gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  // The extension stays: other objects may use it, and it costs nothing unused.
  await knex.raw(`DROP INDEX IF EXISTS ${INDEX}`);
}
