import type { Knex } from 'knex';

/**
 * Discord (docs/adr/0018): settings (the webhook of each channel, encrypted, and the instant the
 * league's messages start from) and the outbox of messages to post, one per thing announced (`clave`
 * unique), delivered with a lease and retries as mail is (docs/adr/0004).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notification_settings', (t) => {
    t.string('clave', 100).primary();
    t.text('valor').notNullable();
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('discord_outbox', (t) => {
    t.string('id', 36).primary();
    t.string('canal', 20).notNullable();
    // What the message is about ('campeonato:<id>', 'resultados:<subsession>' …): one message each.
    t.string('clave', 200).notNullable().unique();
    t.text('payload').notNullable();
    // pendiente, enviado, fallido, omitido (no webhook for its channel).
    t.string('status', 10).notNullable().defaultTo('pendiente');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('nextAttemptAt').notNullable();
    t.bigInteger('lockedUntil').nullable();
    t.text('lastError').nullable();
    t.string('createdAt', 30).notNullable();
    t.string('sentAt', 30).nullable();
    t.index(['status', 'nextAttemptAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('discord_outbox');
  await knex.schema.dropTable('notification_settings');
}
