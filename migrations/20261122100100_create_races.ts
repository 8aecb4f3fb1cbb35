import type { Knex } from 'knex';

const TABLE_NAME = 'races';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    // A championship's races go with it (deleting one with enrolments is refused before this).
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('circuito', 150).notNullable();
    t.string('imgCircuito', 500).nullable();
    t.string('fechaInicio', 30).notNullable();
    t.string('horaInicio', 5).nullable();
    t.boolean('hasPractice').notNullable().defaultTo(false);
    t.integer('practiceDuration').notNullable().defaultTo(0);
    t.boolean('hasQualy').notNullable().defaultTo(false);
    t.integer('qualyDuration').notNullable().defaultTo(0);
    t.boolean('hasRace').notNullable().defaultTo(true);
    t.integer('raceDuration').notNullable().defaultTo(0);
    t.integer('incidents').notNullable().defaultTo(3);
    t.string('clima', 20).notNullable();
    t.text('videos').notNullable().defaultTo('[]');
    t.string('estado', 20).notNullable().defaultTo('pendiente');
    t.string('createdAt', 30).notNullable();
    t.string('updatedAt', 30).notNullable();
    t.index(['campeonatoId', 'fechaInicio']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
