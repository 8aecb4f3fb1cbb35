import type { Knex } from 'knex';

/**
 * Each account's personal calendar feed address (docs/adr/0017): a random secret token, one per
 * account; regenerating replaces it, so the old address stops working.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.string('userId', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('token', 64).notNullable().unique();
    t.string('createdAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
}
