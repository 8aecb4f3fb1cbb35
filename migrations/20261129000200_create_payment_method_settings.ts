import type { Knex } from 'knex';

/**
 * The methods each championship accepts besides the card (issue #31), owned by payments; a
 * championship without a row accepts the card alone. And one Stripe Customer per driver, reused by
 * every SPEI transfer (Stripe needs a customer for bank transfers).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_method_settings', (t) => {
    t.string('campeonatoId', 36).primary().references('id').inTable('championships').onDelete('CASCADE');
    t.boolean('oxxo').notNullable().defaultTo(false);
    t.boolean('spei').notNullable().defaultTo(false);
    t.boolean('msi').notNullable().defaultTo(false);
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('payment_customers', (t) => {
    t.string('userId', 36).primary().references('id').inTable('users').onDelete('RESTRICT');
    t.string('stripeCustomerId', 255).notNullable().unique();
    t.string('createdAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_customers');
  await knex.schema.dropTable('payment_method_settings');
}
