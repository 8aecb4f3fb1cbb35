import type { Knex } from 'knex';

const TABLE_NAME = 'users';
const UNIQUE_INDEX = 'users_iracing_id_unique';

/**
 * A driver's iRacing customer id ('ID de cliente de iRacing'), optional and unique: standings match
 * imported results (cust_id) to the site's accounts by it. Accounts that exist have none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.integer('iracingId').nullable();
    t.unique(['iracingId'], { indexName: UNIQUE_INDEX });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropUnique(['iracingId'], UNIQUE_INDEX);
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('iracingId');
  });
}
