import type { Knex } from 'knex';

const TABLE_NAME = 'result_phases';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('eventId', 36).notNullable().references('id').inTable('result_events').onDelete('CASCADE');
    t.integer('simsessionNumber').notNullable();
    t.integer('simsessionType').notNullable();
    t.string('name', 100).notNullable();
    t.unique(['eventId', 'simsessionNumber']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
