import type { Knex } from 'knex';

const TABLE_NAME = 'privacy_settings';

/**
 * The privacy settings, one row per key: the league's identity the notice names (its name, domicile
 * and contact e-mail) and the processors it does not use (a JSON list).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('clave', 60).primary();
    t.text('valor').notNullable();
    t.string('updatedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
