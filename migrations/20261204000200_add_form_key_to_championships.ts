import type { Knex } from 'knex';

/**
 * The key the creation form draws once when it opens and sends with 'Crear campeonato': a second press,
 * a retry or a copy of the same request meets the unique index and creates nothing (docs/adr/0033,
 * addendum). Null for championships made without the form (the console, the next season's copy, tests),
 * which the index lets repeat.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.string('claveFormulario', 64).nullable();
    t.unique(['claveFormulario'], { indexName: 'championships_clave_formulario_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.dropUnique(['claveFormulario'], 'championships_clave_formulario_unique');
  });
  await knex.raw('ALTER TABLE "championships" DROP COLUMN "claveFormulario"');
}
