import type { Knex } from 'knex';

const TABLE_NAME = 'privacy_consents';

/**
 * Every answer a person gave to the privacy notice: which version, when, how it was asked (at
 * registration with a password, at the first sign-in with Google, or at sign-in after a version that
 * adds purposes), whether he accepted, and the voluntary purposes he allowed in that answer (a JSON
 * list). Never updated: the history is the record of consent. One answer per person and version.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('noticeVersion').notNullable();
    t.string('acceptedAt', 30).notNullable();
    t.string('via', 20).notNullable();
    t.boolean('accepted').notNullable();
    t.text('purposes').notNullable();
    // One answer per person and version: an answer sent twice at once is recorded once.
    t.unique(['userId', 'noticeVersion']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
