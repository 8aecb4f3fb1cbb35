import type { Knex } from 'knex';

/**
 * The admin's order of a championship's rounds (docs/adr/0014): 1 for the first; it breaks ties
 * between races that start at the same instant. Null, as every race stored before, until an admin sets it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('races', (t) => {
    t.integer('ordenRonda').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('races', (t) => {
    t.dropColumn('ordenRonda');
  });
}
