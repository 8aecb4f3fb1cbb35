import type { Knex } from 'knex';

/**
 * A championship's teams and who drives for each (issue #30, docs/adr/0034). `clave` is the name
 * without accents and in lower case: 'Escudería Águila' and 'escuderia aguila' are one team. A driver
 * drives for one team per championship at most.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('championship_teams', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('nombre', 60).notNullable();
    t.string('clave', 60).notNullable();
    t.string('createdAt', 30).notNullable();
    t.unique(['campeonatoId', 'clave']);
  });
  await knex.schema.createTable('championship_team_members', (t) => {
    t.string('id', 36).primary();
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('equipoId', 36).notNullable().references('id').inTable('championship_teams').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('createdAt', 30).notNullable();
    t.unique(['campeonatoId', 'userId']);
    t.index(['equipoId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('championship_team_members');
  await knex.schema.dropTable('championship_teams');
}
