import type { Knex } from 'knex';

const TABLE_NAME = 'mail_outbox';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('to', 500).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text').notNullable();
    t.text('html').nullable();
    t.string('status', 10).notNullable().defaultTo('pending');
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
  await knex.schema.dropTable(TABLE_NAME);
}
