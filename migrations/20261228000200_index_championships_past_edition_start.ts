import type { Knex } from 'knex';

const INDEX = 'championships_edicion_anterior_fecha_inicio_nombre_id_index';

/**
 * The public list by the past-edition mark (docs/adr/0070): the current editions in the list's order,
 * the count of past ones, and their pages by place, the latest start first (`(fechaInicio,
 * nombreCampeonato, id) < (?, ?, ?)`), each read from this index, never OFFSET.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.index(['edicionAnterior', 'fechaInicio', 'nombreCampeonato', 'id'], INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.dropIndex(['edicionAnterior', 'fechaInicio', 'nombreCampeonato', 'id'], INDEX);
  });
}
