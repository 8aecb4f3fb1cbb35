import type { Knex } from 'knex';

const TABLE_NAME = 'reports';
const INDEX_NAME = 'reports_reporter_created_at_numero_reporte_index';

/**
 * 'Reportes que presenté' on the profile is read a page at a time, newest first, by place
 * (reporterId, createdAt, numeroReporte) (docs/adr/0072): this index gives a driver's page in order and
 * stops at its end, and counts them without reading them. The index on reporterId alone is its
 * first column and goes: one index less to keep, and no narrower one for the planner to sort from.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['reporterId', 'createdAt', 'numeroReporte'], INDEX_NAME);
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['reporterId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['reporterId']);
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['reporterId', 'createdAt', 'numeroReporte'], INDEX_NAME);
  });
}
