import type { Knex } from 'knex';

const TABLE_NAME = 'payments';
const INDEX = 'payments_fecha_completado_index';

// The statistics' last months read the payments completed since a day: from this index, not every payment (docs/adr/0060).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(['fechaCompletado'], INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(['fechaCompletado'], INDEX);
  });
}
