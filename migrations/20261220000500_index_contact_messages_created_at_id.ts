import type { Knex } from 'knex';

const TABLE_NAME = 'contact_messages';
const INDEX_NAME = 'contact_messages_created_at_id_index';

/**
 * The contact inbox is read newest first by place (createdAt, id) < (?, ?) (docs/adr/0063): this
 * index gives each page in order and stops at its end, however old the page, instead of skipping
 * every newer message by offset.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['createdAt', 'id'], INDEX_NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['createdAt', 'id'], INDEX_NAME);
  });
}
