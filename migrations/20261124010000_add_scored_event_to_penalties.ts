import type { Knex } from 'knex';

const TABLE_NAME = 'penalties';

/**
 * A penalty may name the scored session (1–3) of its race and the scored event (by its name in the
 * championship's scoring configuration) it acts on; both null: the round's main race (docs/adr/0014).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.integer('sesion').nullable();
    t.string('evento', 60).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('evento');
    t.dropColumn('sesion');
  });
}
