import type { Knex } from 'knex';

/**
 * A championship's car numbers (issue #30, docs/adr/0034): one row per driver holding a number, the
 * number unique within the championship (the index is the last word when two drivers race for it). A
 * reserved row belongs to its driver whether or not he is entered, and is carried to the next season.
 */
const TABLE_NAME = 'championship_car_numbers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('numero').notNullable();
    t.boolean('reservado').notNullable().defaultTo(false);
    t.string('createdAt', 30).notNullable();
    t.unique(['campeonatoId', 'numero']);
    t.unique(['campeonatoId', 'userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
