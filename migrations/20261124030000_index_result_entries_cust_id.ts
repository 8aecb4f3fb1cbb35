import type { Knex } from 'knex';

const TABLE_NAME = 'result_entries';

// Driver pages read a driver's rows across every event by iRacing customer id.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['custId'], 'result_entries_cust_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['custId'], 'result_entries_cust_id_index');
  });
}
