import type { Knex } from 'knex';

const TABLE_NAME = 'result_events';
const INDEX_NAME = 'result_events_imported_at_index';

/** The admin's dashboard names the event imported last (docs/adr/0061): read from this index, not by sorting every event. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['importedAt'], INDEX_NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['importedAt'], INDEX_NAME);
  });
}
