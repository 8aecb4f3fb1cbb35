import type { Knex } from 'knex';

const TABLE_NAME = 'users';
const INDEX_NAME = 'users_rol_index';

/**
 * The league's administrators, mailed when something needs their hand (a report decision past a
 * licence threshold, a paid place without room …), are read by role (docs/adr/0060): this index finds
 * the few staff accounts instead of reading every account to pick them out.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['rol'], INDEX_NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['rol'], INDEX_NAME);
  });
}
