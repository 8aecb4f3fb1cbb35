import type { Knex } from 'knex';

const TABLE_NAME = 'password_reset_tokens';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('tokenHash', 64).notNullable().unique();
    t.bigInteger('expiresAt').notNullable();
    t.bigInteger('usedAt').nullable();
    t.string('createdAt', 30).notNullable();
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
