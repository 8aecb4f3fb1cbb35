import type { Knex } from 'knex';
import { searchTextOf } from '../src/contracts/search-text.js';

const TABLE_NAME = 'users';

/**
 * The text the admin's user search compares, without accents and in lower case (SQLite's lower()
 * knows only ASCII letters): full name and e-mail, as the user repository keeps it. Filled here for
 * the accounts that exist.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.string('searchText', 600).notNullable().defaultTo('');
  });
  const rows: { id: string; nombre: string; apellido: string; email: string }[] = await knex(TABLE_NAME).select('id', 'nombre', 'apellido', 'email');
  for (const row of rows) {
    await knex(TABLE_NAME).where({ id: row.id }).update({ searchText: searchTextOf(`${row.nombre} ${row.apellido}`, row.email) });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('searchText');
  });
}
