import type { Knex } from 'knex';
import { searchTextOf } from '../src/contracts/search-text.js';

const TABLE_NAME = 'users';

/**
 * What the drivers' directory searches, kept beside each account: the full name and the username
 * without accents and in lower case, one per line (the user repository's directoryText). Never the
 * e-mail, which only admins see (docs/adr/0060). Filled here for the accounts that exist.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.string('directoryText', 600).notNullable().defaultTo('');
  });
  const rows: { id: string; nombre: string; apellido: string; username: string | null }[] = await knex(TABLE_NAME).select('id', 'nombre', 'apellido', 'username');
  for (const row of rows) {
    await knex(TABLE_NAME).where({ id: row.id }).update({ directoryText: searchTextOf(`${row.nombre} ${row.apellido}`, row.username) });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('directoryText');
  });
}
