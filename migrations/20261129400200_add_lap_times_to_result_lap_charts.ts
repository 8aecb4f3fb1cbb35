import type { Knex } from 'knex';

/**
 * The lap chart also keeps each lap's time and the session time at which it ended (milliseconds, JSON
 * arrays indexed like `posiciones`), so a steward sees both drivers' laps around an incident's session
 * time. Null for charts stored before: only their positions are known.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('result_lap_charts', (t) => {
    t.text('tiemposVuelta').nullable();
    t.text('finesVuelta').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('result_lap_charts', (t) => {
    t.dropColumn('finesVuelta');
    t.dropColumn('tiemposVuelta');
  });
}
