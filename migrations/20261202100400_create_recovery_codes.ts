import type { Knex } from 'knex';

const TABLE_NAME = 'recovery_codes';

/** An account's one-time recovery codes (docs/adr/0046), hashed as passwords are; `usedAt` once spent. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('codeHash').notNullable();
    t.string('usedAt', 30).nullable();
    t.string('createdAt', 30).notNullable();
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
