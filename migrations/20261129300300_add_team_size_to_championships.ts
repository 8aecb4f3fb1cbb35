import type { Knex } from 'knex';

/** The most drivers one team may enter in a championship (issue #30); null, the default, sets no limit. */
const TABLE = 'championships';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.integer('maxPilotosPorEquipo').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE, (t) => {
    t.dropColumn('maxPilotosPorEquipo');
  });
}
