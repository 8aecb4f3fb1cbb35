import type { Knex } from 'knex';

const LAST = 'iracing_sync_state_last_sync_index';
const FAILING = 'iracing_sync_state_failing_index';

/**
 * The admin dashboard's iRacing panel (`GET /api/iracing/estado`) reads the newest pass and the
 * championships whose last pass failed, not every championship's sync state: the newest pass from the
 * index on its instant, the failing ones from an index that holds only them (partial, on both
 * databases), however many seasons of championships have been synced.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX ${LAST} ON iracing_sync_state ("ultimaSincronizacion")`);
  await knex.raw(`CREATE INDEX ${FAILING} ON iracing_sync_state ("fallandoDesde", "campeonatoId") WHERE "ultimoError" IS NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS ${FAILING}`);
  await knex.raw(`DROP INDEX IF EXISTS ${LAST}`);
}
