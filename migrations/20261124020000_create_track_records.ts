import type { Knex } from 'knex';

/**
 * Track records (a holder, circuit, car, lap time in milliseconds and day), and the suggestions from
 * imported results an administrator dismissed, so they are not offered again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('track_records', (t) => {
    t.string('id', 36).primary();
    t.string('userId', 36).notNullable();
    t.string('circuit', 120).notNullable();
    t.string('car', 120).notNullable();
    t.integer('lapTimeMs').notNullable();
    t.string('recordDate', 10).notNullable();
    t.string('origen', 20).notNullable().defaultTo('manual');
    t.bigInteger('subsessionId').nullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['userId']);
  });
  await knex.schema.createTable('track_record_dismissals', (t) => {
    t.string('suggestionId', 80).primary();
    t.string('dismissedBy', 36).notNullable();
    t.string('dismissedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('track_record_dismissals');
  await knex.schema.dropTable('track_records');
}
