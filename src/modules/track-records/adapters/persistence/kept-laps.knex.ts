import type { Knex } from 'knex';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { KeptLaps } from '../../application/ports/kept-laps.port.js';
import { suggestionId, type KeptLap } from '../../domain/suggestions.js';
import { storedRecordKey } from '../../domain/track-record.entity.js';

const TABLE = 'track_record_laps';
const DISMISSALS = 'track_record_dismissals';
// Rows per INSERT: 12 columns each, well under both databases' bound-parameter limits.
const CHUNK = 200;

type Row = Record<string, unknown>;

/** The row a kept lap is stored as (also what the migration that fills the table writes). */
export function keptLapRow(lap: KeptLap): Row {
  return { ...lap, pairKey: storedRecordKey(lap.circuit, lap.car), suggestionId: suggestionId(lap) };
}

const toLap = (r: Row): KeptLap => ({
  eventId: String(r.eventId),
  subsessionId: toNumber(r.subsessionId),
  evento: String(r.evento),
  circuit: String(r.circuit),
  car: String(r.car),
  startTime: String(r.startTime),
  custId: toNumber(r.custId),
  nombreIracing: String(r.nombreIracing),
  lapTimeMs: toNumber(r.lapTimeMs),
});

export class KnexKeptLaps implements KeptLaps {
  constructor(private readonly knex: Knex) {}

  async replaceEvent(eventId: string, laps: readonly KeptLap[], trx?: Transaction): Promise<void> {
    const conn = db(this.knex, trx);
    await conn(TABLE).where({ eventId }).delete();
    const rows = laps.map(keptLapRow);
    for (let i = 0; i < rows.length; i += CHUNK) await conn(TABLE).insert(rows.slice(i, i + CHUNK));
  }

  async drivers(): Promise<number[]> {
    // Each driver found from the index by the next one up (a loose index scan): as many steps as drivers, not as laps.
    const rows: Row[] = await this.knex
      .raw(
        `WITH RECURSIVE d(v) AS (SELECT MIN("custId") FROM ${TABLE} UNION ALL SELECT (SELECT MIN("custId") FROM ${TABLE} WHERE "custId" > d.v) FROM d WHERE d.v IS NOT NULL) SELECT v FROM d WHERE v IS NOT NULL`,
      )
      .then((r: { rows?: Row[] } | Row[]) => (Array.isArray(r) ? r : (r.rows ?? [])));
    return rows.map((r) => toNumber(r.v));
  }

  async fastestOf(custIds: readonly number[]): Promise<KeptLap[]> {
    const wanted = [...new Set(custIds)].filter((id) => Number.isSafeInteger(id));
    if (wanted.length === 0) return [];
    const pg = isPostgres(this.knex);
    // The drivers as one set, sent as one value: an array on PostgreSQL, JSON read by json_each on SQLite.
    const matched = pg ? 'SELECT unnest(?::integer[])' : 'SELECT value FROM json_each(?)';
    // Each circuit and car found by a loose scan of the index, then its first lap in the index's
    // order (faster, earlier event, lower customer id) of a matched driver and not dismissed: a read
    // costs a few index steps per circuit and car, however many results are stored. The laps are then
    // read by their ids (a join here would have PostgreSQL hash the whole table).
    const sql = `
      WITH RECURSIVE pairs(k) AS (
        SELECT MIN("pairKey") FROM ${TABLE}
        UNION ALL
        SELECT (SELECT MIN("pairKey") FROM ${TABLE} WHERE "pairKey" > pairs.k) FROM pairs WHERE pairs.k IS NOT NULL
      )
      SELECT (
        SELECT x.id FROM ${TABLE} x
        WHERE x."pairKey" = pairs.k
          AND x."custId" IN (${matched})
          AND NOT EXISTS (SELECT 1 FROM ${DISMISSALS} d WHERE d."suggestionId" = x."suggestionId")
        ORDER BY x."lapTimeMs", x."startTime", x."custId", x."subsessionId"
        LIMIT 1
      ) AS id
      FROM pairs WHERE pairs.k IS NOT NULL`;
    const result = await this.knex.raw(sql, [pg ? wanted : JSON.stringify(wanted)]);
    const ids = (Array.isArray(result) ? result : (result.rows ?? [])).flatMap((r: Row) => (r.id === null || r.id === undefined ? [] : [toNumber(r.id)]));
    const rows: Row[] = [];
    for (let i = 0; i < ids.length; i += 500) rows.push(...(await this.knex(TABLE).whereIn('id', ids.slice(i, i + 500))));
    return rows.map(toLap);
  }
}
