import type { Knex } from 'knex';

const TABLE_NAME = 'reports';
const INDEX_NAME = 'reports_created_at_numero_reporte_index';

/**
 * The reports list is read newest first by place (createdAt, numeroReporte) < (?, ?) (docs/adr/0063):
 * this index gives each page in order and stops at its end, however late the page, instead of reading
 * and sorting every report before it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['createdAt', 'numeroReporte'], INDEX_NAME);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['createdAt', 'numeroReporte'], INDEX_NAME);
  });
}
