import type { Knex } from 'knex';

const INDEX = 'championships_fecha_inicio_id_index';

/** The admin's championships by place, the latest start first (docs/adr/0065): `(fechaInicio, id) < (?, ?)` read from this index, never OFFSET. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.index(['fechaInicio', 'id'], INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.dropIndex(['fechaInicio', 'id'], INDEX);
  });
}
