import type { Knex } from 'knex';

const TABLE_NAME = 'reports';

/**
 * The index on createdAt alone is the first column of (createdAt, numeroReporte) (migration 20261220000300), which
 * serves what it served; left beside it, the planner read pages from the narrower one and sorted each
 * instant's rows again (docs/adr/0063). One index less to keep.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['createdAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['createdAt']);
  });
}
