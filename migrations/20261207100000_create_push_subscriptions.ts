import type { Knex } from 'knex';

/**
 * Push notifications (docs/adr/0056): each browser a driver turned notifications on in, with the push
 * service's address (`endpoint`, unique: a browser re-subscribing replaces its row) and its keys.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('endpoint', 1000).notNullable().unique();
    t.string('p256dh', 120).notNullable();
    t.string('auth', 60).notNullable();
    t.string('navegador', 300).notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('lastSuccessAt', 30).nullable();
    t.index(['userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_subscriptions');
}
