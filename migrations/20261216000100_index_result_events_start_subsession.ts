import type { Knex } from 'knex';

const TABLE_NAME = 'result_events';
const INDEX_NAME = 'result_events_start_time_subsession_id_index';

/**
 * The events list answers a page at a time, the latest start first, then the higher subsession, the
 * next page by place (docs/adr/0061): this index gives the page in order and stops at its end, instead
 * of sorting every event ever imported.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['startTime', 'subsessionId'], INDEX_NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['startTime', 'subsessionId'], INDEX_NAME);
  });
}
