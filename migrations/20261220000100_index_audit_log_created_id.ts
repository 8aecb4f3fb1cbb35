import type { Knex } from 'knex';

const TABLE_NAME = 'audit_log';
const INDEX_NAME = 'audit_log_creado_el_id_index';

/**
 * The 'Bitácora' is read a page at a time, newest first, by place (creadoEl, id) < (?, ?)
 * (docs/adr/0063): this index gives each page in order and stops at its end, however old the page,
 * instead of skipping every newer entry by offset.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['creadoEl', 'id'], INDEX_NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['creadoEl', 'id'], INDEX_NAME);
  });
}
