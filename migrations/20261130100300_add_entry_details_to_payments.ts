import type { Knex } from 'knex';

/**
 * The car number and team a driver chose when starting a paid checkout (issue #30, docs/adr/0034),
 * kept as JSON with the pending payment and applied when the payment enrols him; null when none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.text('detallesInscripcion').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('detallesInscripcion');
  });
}
