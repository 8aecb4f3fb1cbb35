import type { Knex } from 'knex';

const TABLE_NAME = 'scheduled_jobs';

/**
 * One row per scheduled job (docs/adr/0018): when it is next due and, while a server runs it, until
 * when that server holds it. A server claims a due job with one UPDATE … WHERE the job is due and
 * unclaimed, so two servers never run the same job at the same time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('name', 100).primary();
    t.bigInteger('nextRunAt').notNullable();
    t.bigInteger('claimedUntil').nullable();
    t.string('claimedBy', 100).nullable();
    t.string('lastRunAt', 30).nullable();
    t.text('lastResult').nullable();
    t.text('lastError').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
