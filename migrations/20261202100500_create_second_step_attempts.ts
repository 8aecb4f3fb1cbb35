import type { Knex } from 'knex';

const TABLE_NAME = 'second_step_attempts';

/**
 * Wrong second-factor codes of an account in a row, and until when (epoch ms) its second step is locked
 * after five of them (docs/adr/0046). A right code clears the row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('userId', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    t.integer('failures').notNullable().defaultTo(0);
    t.bigInteger('lockedUntil').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
