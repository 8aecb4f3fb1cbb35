import type { Knex } from 'knex';

const TABLE_NAME = 'championships';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('nombreCampeonato', 150).notNullable();
    t.string('categoria', 100).notNullable();
    t.text('detallesCampeonato').notNullable();
    t.text('reglas').notNullable().defaultTo('');
    t.string('fechaInicio', 30).notNullable();
    t.string('fechaFin', 30).notNullable();
    t.integer('participantesMaximos').notNullable();
    t.integer('precioCentavos').notNullable();
    t.string('imagenPortada', 500).nullable();
    t.string('premioPrimerPuesto', 200).notNullable();
    t.string('premioSegundoPuesto', 200).notNullable();
    t.string('premioTercerPuesto', 200).notNullable();
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['fechaInicio']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
