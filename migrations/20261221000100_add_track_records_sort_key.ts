import type { Knex } from 'knex';
import { storedRecordKey } from '../src/modules/track-records/domain/track-record.entity.js';

const TABLE_NAME = 'track_records';
const INDEX = 'track_records_place_index';
const PLACE = ['sortKey', 'lapTimeMs', 'recordDate', 'createdAt', 'id'];

/**
 * The whole list's order, kept beside each record: its circuit and car without accents, case or
 * repeated spaces, U+0001 between them (the domain's storedRecordKey), compared byte by byte on both
 * databases ("C" collation on PostgreSQL, SQLite's binary one). Its index with the lap time, the day,
 * the entry and the id serves the list's keyset pages (docs/adr/0064). Filled here for the records
 * that exist.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw(`ALTER TABLE "${TABLE_NAME}" ADD COLUMN "sortKey" varchar(250) COLLATE "C" NOT NULL DEFAULT ''`);
  } else {
    await knex.schema.alterTable(TABLE_NAME, (t) => {
      t.string('sortKey', 250).notNullable().defaultTo('');
    });
  }
  const rows: { id: string; circuit: string; car: string }[] = await knex(TABLE_NAME).select('id', 'circuit', 'car');
  for (const row of rows) await knex(TABLE_NAME).where({ id: row.id }).update({ sortKey: storedRecordKey(row.circuit, row.car) });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.index(PLACE, INDEX);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropIndex(PLACE, INDEX);
  });
  await knex.schema.alterTable(TABLE_NAME, (t) => {
    t.dropColumn('sortKey');
  });
}
