import type { Knex } from 'knex';

const TABLE_NAME = 'sponsors';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('nombre', 100).notNullable();
    t.string('logoUrl', 500).notNullable();
    t.string('link', 500).nullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
