import type { Knex } from 'knex';
import { searchText } from '../src/contracts/search-text.js';

const TABLE_NAME = 'users';
const INDEX = 'users_sort_name_id_index';

/**
 * The admin list's order, kept beside each account: last name, U+0001, first name, without accents
 * and in lower case (the user repository's userSortName), compared byte by byte on both databases
 * ("C" collation on PostgreSQL, SQLite's binary one). Its index with the id serves the list's keyset
 * pages (docs/adr/0060). Filled here for the accounts that exist.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw(`ALTER TABLE "${TABLE_NAME}" ADD COLUMN "sortName" varchar(600) COLLATE "C" NOT NULL DEFAULT ''`);
  } else {
    await knex.schema.alterTable(TABLE_NAME, (t) => {
      t.string('sortName', 600).notNullable().defaultTo('');
    });
  }
  const rows: { id: string; nombre: string; apellido: string }[] = await knex(TABLE_NAME).select('id', 'nombre', 'apellido');
  for (const row of rows) {
    await knex(TABLE_NAME).where({ id: row.id }).update({ sortName: `${searchText(row.apellido.trim())}\u0001${searchText(row.nombre.trim())}` });
  }
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['sortName', 'id'], INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['sortName', 'id'], INDEX);
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('sortName');
  });
}
