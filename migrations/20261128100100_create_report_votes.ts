import type { Knex } from 'knex';

/**
 * The stewards' panel (issue #33): each championship's panel size, whether the log names the stewards,
 * and its penalty categories (no row: one steward, names shown, the default categories); and the votes
 * on a report. A vote exists once per steward (primary key) and once per place in the count (`orden`
 * unique), so the first N votes are the only ones whatever arrives at once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stewarding_settings', (t) => {
    t.string('campeonatoId', 36).primary();
    t.integer('comisariosPorReporte').notNullable().defaultTo(1);
    t.boolean('nombresVisibles').notNullable().defaultTo(true);
    // The categories as a JSON list: [{ nombre, tipo, segundos, posiciones, puntos, puntosLicencia }].
    t.text('categorias').notNullable();
    t.string('updatedAt', 30).notNullable();
  });
  await knex.schema.createTable('report_votes', (t) => {
    t.string('reportId', 36).notNullable();
    t.string('userId', 36).notNullable();
    t.integer('orden').notNullable();
    // 'sin_accion', 'advertencia' or 'sancion'.
    t.string('veredicto', 20).notNullable();
    t.string('categoria', 60).nullable();
    t.string('tipo', 20).nullable();
    t.integer('segundos').nullable();
    t.integer('posiciones').nullable();
    t.integer('puntos').nullable();
    t.integer('puntosLicencia').notNullable().defaultTo(0);
    t.integer('sesion').nullable();
    t.string('evento', 60).nullable();
    t.text('razonamiento').notNullable();
    t.string('createdAt', 30).notNullable();
    t.primary(['reportId', 'userId']);
    t.unique(['reportId', 'orden']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('report_votes');
  await knex.schema.dropTable('stewarding_settings');
}
