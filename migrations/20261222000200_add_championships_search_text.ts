import type { Knex } from 'knex';
import { searchTextOf } from '../src/contracts/search-text.js';

const TABLE_NAME = 'championships';

/**
 * What the admin's championship search compares, kept beside each championship: the name, the
 * category and the year it starts, without accents and in lower case, one per line (the repository's
 * championshipSearchText; docs/adr/0065). Filled here for the championships that exist.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.string('searchText', 600).notNullable().defaultTo('');
  });
  const rows: { id: string; nombreCampeonato: string; categoria: string; fechaInicio: string }[] = await knex(TABLE_NAME).select('id', 'nombreCampeonato', 'categoria', 'fechaInicio');
  for (const row of rows) {
    await knex(TABLE_NAME)
      .where({ id: row.id })
      .update({ searchText: searchTextOf(row.nombreCampeonato, row.categoria, String(row.fechaInicio).slice(0, 4)) });
  }
  // PostgreSQL: the public reads' version trigger on this table is deferred to the commit; fired now,
  // so the indexes the next migrations of the same batch build on this table meet no pending events.
  if (knex.client.config.client === 'pg' && rows.length > 0) {
    const found = await knex.raw(`SELECT 1 FROM pg_trigger WHERE tgname = 'public_read_version_championships_update' AND tgrelid = 'championships'::regclass`);
    if (found.rows.length > 0) {
      await knex.raw('SET CONSTRAINTS public_read_version_championships_update IMMEDIATE');
      await knex.raw('SET CONSTRAINTS public_read_version_championships_update DEFERRED');
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('searchText');
  });
}
