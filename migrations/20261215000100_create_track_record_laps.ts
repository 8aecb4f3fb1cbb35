import type { Knex } from 'knex';

const TABLE_NAME = 'track_record_laps';
const FASTEST = 'track_record_laps_fastest_index';

/**
 * Each driver's best lap of each imported event in each car, as track records name circuits and cars
 * (docs/adr/0062): kept by results' import and deletion in their own transaction, so the admin's
 * suggestions read the fastest lap of each circuit and car from `track_record_laps_fastest_index`
 * instead of every result row. `pairKey` is the circuit and car as records compare them (without
 * accents, case or repeated spaces); `startTime` the event's start as ISO text, so laps tie-break in
 * the same order on both databases; `suggestionId` the id a dismissal names. No foreign key to
 * results: another module's table, whose deletions tell this one in the same transaction.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(TABLE_NAME, (t) => {
    t.increments('id').primary();
    t.string('eventId', 36).notNullable();
    t.bigInteger('subsessionId').notNullable();
    t.text('evento').notNullable();
    t.text('circuit').notNullable();
    t.text('car').notNullable();
    t.text('pairKey').notNullable();
    t.string('startTime', 30).notNullable();
    t.integer('custId').notNullable();
    t.text('nombreIracing').notNullable();
    t.integer('lapTimeMs').notNullable();
    t.string('suggestionId', 64).notNullable();
    t.index(['pairKey', 'lapTimeMs', 'startTime', 'custId', 'subsessionId'], FASTEST);
    t.index(['eventId'], 'track_record_laps_event_id_index');
    t.index(['custId'], 'track_record_laps_cust_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable(TABLE_NAME);
}
