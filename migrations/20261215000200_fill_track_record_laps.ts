import type { Knex } from 'knex';
import { toIso } from '../src/platform/database/rows.js';
import { QUALIFYING_TYPES, RACE_TYPE } from '../src/modules/results/domain/event-result.js';
import { keptLapRow } from '../src/modules/track-records/adapters/persistence/kept-laps.knex.js';
import { keptLap } from '../src/modules/track-records/application/keep-imported-laps.js';

const TABLE_NAME = 'track_record_laps';

/**
 * Fills the laps track records keep (docs/adr/0062) from the results imported before they were kept:
 * each driver's best lap of each event in each car, qualifying and race sessions only, as the import
 * hands them over since. Emptied first, so running it again gives the same rows. One event at a time,
 * each read by its rows' index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex(TABLE_NAME).delete();
  const events: Array<Record<string, unknown>> = await knex('result_events').select('id', 'subsessionId', 'sessionName', 'trackName', 'trackConfig', 'startTime');
  for (const event of events) {
    const rows: Array<Record<string, unknown>> = await knex('result_entries')
      .join('result_phases', 'result_phases.id', 'result_entries.phaseId')
      .where('result_entries.eventId', event.id as string)
      .whereIn('result_phases.simsessionType', [...QUALIFYING_TYPES, RACE_TYPE])
      .where('result_entries.custId', '>', 0)
      .where('result_entries.bestLapTime', '>', 0)
      .select('result_entries.custId', 'result_entries.carName', 'result_entries.displayName', 'result_entries.bestLapTime');
    const best = new Map<string, { custId: number; carName: string; displayName: string; bestLapTime: number }>();
    for (const r of rows) {
      const lap = { custId: Number(r.custId), carName: String(r.carName), displayName: String(r.displayName), bestLapTime: Number(r.bestLapTime) };
      const key = `${lap.custId}|${lap.carName}`;
      const found = best.get(key);
      if (!found) best.set(key, lap);
      else {
        found.bestLapTime = Math.min(found.bestLapTime, lap.bestLapTime);
        if (lap.displayName > found.displayName) found.displayName = lap.displayName;
      }
    }
    const kept = [...best.values()].map((lap) =>
      keptLapRow(
        keptLap({
          eventId: String(event.id),
          subsessionId: Number(event.subsessionId),
          sessionName: String(event.sessionName),
          trackName: String(event.trackName),
          trackConfig: (event.trackConfig as string | null) ?? null,
          startTime: toIso(event.startTime),
          ...lap,
        }),
      ),
    );
    for (let i = 0; i < kept.length; i += 200) await knex(TABLE_NAME).insert(kept.slice(i, i + 200));
  }
}

/** The rows go with the table (the migration before this one). */
export async function down(knex: Knex): Promise<void> {
  await knex(TABLE_NAME).delete();
}
