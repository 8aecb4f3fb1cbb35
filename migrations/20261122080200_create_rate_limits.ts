import type { Knex } from 'knex';

const TABLE_NAME = 'rate_limits';

// Counters live in the database so several app servers share them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('key', 300).primary();
    t.bigInteger('windowStart').notNullable();
    t.integer('count').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
