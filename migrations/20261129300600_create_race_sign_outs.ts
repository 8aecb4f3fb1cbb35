import type { Knex } from 'knex';

/**
 * 'No podré correr' (issue #30, docs/adr/0034): an entered driver's notice that he will miss a race,
 * given until its start and taken back by deleting the row. A championship may set the most sign-outs
 * and no-shows before a driver is flagged to the admins (null, the default: no flag).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('race_sign_outs', (t) => {
    t.string('id', 36).primary();
    t.string('carreraId', 36).notNullable().references('id').inTable('races').onDelete('CASCADE');
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('createdAt', 30).notNullable();
    t.unique(['carreraId', 'userId']);
    t.index(['campeonatoId']);
  });
  await knex.schema.alterTable('championships', (t) => {
    t.integer('maxBajas').nullable();
    t.integer('maxAusencias').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.dropColumn('maxBajas');
    t.dropColumn('maxAusencias');
  });
  await knex.schema.dropTable('race_sign_outs');
}
