import type { Knex } from 'knex';

const TABLE_NAME = 'single_events';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('nombre', 150).notNullable();
    t.string('imagenPortada', 500).nullable();
    t.string('fechaInicio', 30).notNullable();
    t.string('horaInicio', 5).nullable();
    // Null means no limit ('Sin límite').
    t.integer('participantesMaximos').nullable();
    t.boolean('hasPractice').notNullable().defaultTo(false);
    t.integer('practiceDuration').notNullable().defaultTo(0);
    t.boolean('hasQualy').notNullable().defaultTo(false);
    t.integer('qualyDuration').notNullable().defaultTo(0);
    t.boolean('hasRace').notNullable().defaultTo(true);
    t.integer('raceDuration').notNullable().defaultTo(30);
    t.integer('incidents').nullable();
    t.text('detalles').notNullable().defaultTo('');
    t.text('reglas').notNullable().defaultTo('');
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['fechaInicio', 'horaInicio']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
