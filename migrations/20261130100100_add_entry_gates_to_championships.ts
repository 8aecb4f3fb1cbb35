import type { Knex } from 'knex';

/**
 * Licence and iRating gates (issue #30, docs/adr/0037): a championship may ask for an iRacing licence
 * class and an iRating range in one licence category; all null, the default, asks for nothing.
 * `championship_gate_exemptions` lists the drivers an admin lets through anyway.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.string('categoriaLicencia', 20).nullable();
    t.string('licenciaMinima', 3).nullable();
    t.integer('iratingMinimo').nullable();
    t.integer('iratingMaximo').nullable();
  });
  await knex.schema.createTable('championship_gate_exemptions', (t) => {
    t.string('campeonatoId', 36).notNullable().references('id').inTable('championships').onDelete('CASCADE');
    t.string('userId', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('creadaPor', 36).nullable();
    t.string('createdAt', 30).notNullable();
    t.primary(['campeonatoId', 'userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('championship_gate_exemptions');
  await knex.schema.alterTable('championships', (t) => {
    t.dropColumn('categoriaLicencia');
    t.dropColumn('licenciaMinima');
    t.dropColumn('iratingMinimo');
    t.dropColumn('iratingMaximo');
  });
}
