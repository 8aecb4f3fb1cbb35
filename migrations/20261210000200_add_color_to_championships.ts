import type { Knex } from 'knex';

/**
 * A championship's colour ('#rrggbb', lower case), for its overlays on a stream (docs/adr/0058); null:
 * the overlays keep the league's theme.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.string('color', 7).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('championships', (t) => {
    t.dropColumn('color');
  });
}
