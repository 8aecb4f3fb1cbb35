import type { Knex } from 'knex';

/** How long a place offered from a championship's waiting list stays reserved for the driver (issue #30). */
const TABLE = 'championships';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.integer('horasParaAceptar').notNullable().defaultTo(48);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.dropColumn('horasParaAceptar');
  });
}
