import type { Knex } from 'knex';

const TABLE_NAME = 'fuel_calculations';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('input').notNullable();
    t.text('result').notNullable();
    t.string('createdAt', 30).notNullable();
    t.index(['userId', 'createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
