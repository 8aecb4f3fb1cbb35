import type { Knex } from 'knex';

const TABLE_NAME = 'result_entries';

/**
 * A driver's page reads one page of the events he has rows in, the latest first (docs/adr/0061): with
 * (custId, eventId) his events come from the index alone, and each event by its key, instead of
 * scanning every event to join it with his rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['custId', 'eventId'], 'result_entries_cust_id_event_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['custId', 'eventId'], 'result_entries_cust_id_event_id_index');
  });
}
