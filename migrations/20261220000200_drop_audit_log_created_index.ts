import type { Knex } from 'knex';

const TABLE_NAME = 'audit_log';

/**
 * The index on creadoEl alone is the first column of (creadoEl, id) (migration 20261220000100), which
 * serves what it served (the purge by age, the days' filter): one index less to write on every entry.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['creadoEl']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['creadoEl']);
  });
}
