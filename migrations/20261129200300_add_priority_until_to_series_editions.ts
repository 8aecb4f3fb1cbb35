import type { Knex } from 'knex';

/**
 * The end of an edition's priority window (docs/adr/0033): until then only the previous edition's
 * drivers may enter; null when it has none (every edition before this, and one made by hand).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('series_editions', (t) => {
    t.string('prioridadHasta', 30).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('series_editions', (t) => {
    t.dropColumn('prioridadHasta');
  });
}
