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
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('searchText');
  });
}
