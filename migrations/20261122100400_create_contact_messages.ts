import type { Knex } from 'knex';

const TABLE_NAME = 'contact_messages';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 30).notNullable();
    t.text('message').notNullable();
    t.string('createdAt', 30).notNullable();
    t.index(['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
