import type { Knex } from 'knex';

/** Incident reports, the decision taken on each and the penalties stewards record (DOMAIN-RULES §6). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reports', (t) => {
    t.string('id', 36).primary();
    t.integer('numeroReporte').notNullable().unique();
    // Plain ids: a report outlives edits of the championship and race it names.
    t.string('campeonatoId', 36).notNullable();
    t.string('carreraId', 36).notNullable();
    t.string('reporterId', 36).notNullable();
    t.string('reportedId', 36).notNullable();
    t.integer('vuelta').notNullable();
    t.integer('heat').nullable();
    t.text('descripcion').notNullable();
    t.text('capturas').notNullable().defaultTo('[]');
    t.text('videos').notNullable().defaultTo('[]');
    t.string('estado', 20).notNullable().defaultTo('pendiente');
    t.string('createdAt', 30).notNullable();
    t.index(['campeonatoId', 'estado']);
    t.index(['reporterId']);
    t.index(['reportedId']);
    t.index(['createdAt']);
  });
  await knex.schema.createTable('report_decisions', (t) => {
    t.string('reportId', 36).primary().references('id').inTable('reports').onDelete('CASCADE');
    t.boolean('aprobado').notNullable();
    t.text('explicacion').notNullable();
    t.string('decididoPor', 36).notNullable();
    t.string('decididoAt', 30).notNullable();
  });
  await knex.schema.createTable('penalties', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable();
    t.string('carreraId', 36).notNullable();
    t.string('userId', 36).notNullable();
    t.string('reportId', 36).nullable().references('id').inTable('reports').onDelete('CASCADE');
    t.string('tipo', 20).notNullable();
    t.integer('segundos').nullable();
    t.integer('posiciones').nullable();
    t.integer('puntos').nullable();
    t.integer('puntosLicencia').notNullable().defaultTo(0);
    t.text('explicacion').notNullable();
    t.string('creadoPor', 36).notNullable();
    t.string('createdAt', 30).notNullable();
    t.index(['campeonatoId', 'carreraId']);
    t.index(['reportId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('penalties');
  await knex.schema.dropTable('report_decisions');
  await knex.schema.dropTable('reports');
}
