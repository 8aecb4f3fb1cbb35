import type { Knex } from 'knex';

/** Whether a championship's entries wait for an admin's approval (issue #30); off keeps today's behaviour. */
const TABLE = 'championships';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.boolean('requiereAprobacion').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.dropColumn('requiereAprobacion');
  });
}
