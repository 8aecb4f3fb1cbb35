import type { Knex } from 'knex';

/**
 * Until when a staff account may use its role without a second factor (docs/adr/0046). Existing admins,
 * superadmins and stewards get seven days from the moment this migration runs; accounts made staff later
 * get seven days from their promotion.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('segundoFactorPlazo', 30).nullable();
  });
  const plazo = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  await knex('users').whereIn('rol', ['admin', 'superadmin', 'comisario']).update({ segundoFactorPlazo: plazo });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('segundoFactorPlazo');
  });
}
