import type { Knex } from 'knex';

const TABLE_NAME = 'payments';
const INDEX = 'payments_created_at_id_index';

// The admin's payments list, newest first, reads each page after or before a place from this index (docs/adr/0060).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['createdAt', 'id'], INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['createdAt', 'id'], INDEX);
  });
}
