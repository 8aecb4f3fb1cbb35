import type { Knex } from 'knex';

const TABLE_NAME = 'result_events';
const SESSION_UNIQUE_INDEX = 'result_events_carrera_sesion_unique';

/**
 * A championship race (a round) holds up to three scored sessions, each its own imported event:
 * `sesion` 1..3, set only on events linked to a race, one event per (carreraId, sesion).
 * Events linked before are numbered by start time: the only one of a race becomes session 1; a race
 * that already had several gets 1, 2, 3 in start order and loses the link of any beyond the third
 * (docs/adr/0008, "Scored sessions of a race").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.integer('sesion').nullable();
  });
  const linked: { id: string; carreraId: string }[] = await knex(TABLE_NAME)
    .select('id', 'carreraId')
    .whereNotNull('carreraId')
    .orderBy([{ column: 'carreraId' }, { column: 'startTime' }, { column: 'subsessionId' }]);
  const counters = new Map<string, number>();
  for (const row of linked) {
    const sesion = (counters.get(row.carreraId) ?? 0) + 1;
    counters.set(row.carreraId, sesion);
    await knex(TABLE_NAME)
      .where({ id: row.id })
      .update(sesion <= 3 ? { sesion } : { carreraId: null });
  }
  // PostgreSQL refuses to alter a table with deferred trigger events still pending from the updates
  // above (the public-read version's triggers, when a database at a later version runs this again):
  // fire them now.
  if (knex.client.config.client === 'pg') await knex.raw('SET CONSTRAINTS ALL IMMEDIATE');
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.unique(['carreraId', 'sesion'], { indexName: SESSION_UNIQUE_INDEX });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropUnique(['carreraId', 'sesion'], SESSION_UNIQUE_INDEX);
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('sesion');
  });
}
