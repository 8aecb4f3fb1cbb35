import type { Knex } from 'knex';

/**
 * A championship's scoring configuration (docs/adr/0014): one JSON document per championship, as
 * `PUT /api/campeonatos/{id}/puntuacion` and `parrilla standings config --set` store it. No row: the
 * championship scores with the F1 preset.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('standings_configs', (t) => {
    t.string('campeonatoId', 36).primary().references('id').inTable('championships').onDelete('CASCADE');
    t.text('configuracion').notNullable();
    t.string('actualizadoPor', 36).notNullable();
    t.string('updatedAt', 30).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('standings_configs');
}
