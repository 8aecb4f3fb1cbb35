import type { Knex } from 'knex';
import { toIso, toNumber } from '../../../../platform/database/rows.js';
import { inSlices } from '../../../../platform/database/slices.js';
import type { PublishedEvent, PublishedResults } from '../../application/published-results.js';
import { RACE_TYPE, type ResultCarClass, type ResultPhase } from '../../domain/event-result.js';
import { raceFinishes, type FinishRow, type RaceFinish } from '../../domain/race-finishes.js';

type Row = Record<string, unknown>;

/** RESULTS.PublishedResults over this module's result_events. */
export class KnexPublishedResults implements PublishedResults {
  constructor(private readonly knex: Knex) {}

  async publishedSince(since: string, now: string, changedSince?: string): Promise<PublishedEvent[]> {
    const query = this.knex('result_events')
      .select('id', 'subsessionId', 'sessionName', 'trackName', 'trackConfig', 'startTime', 'publishedAt', 'carreraId')
      .where('publishedAt', '<=', now)
      .andWhere('importedAt', '>=', since);
    if (changedSince !== undefined) query.andWhere((q) => q.where('importedAt', '>=', changedSince).orWhere('publishedAt', '>=', changedSince));
    const rows: PublishedEvent[] = await query
      .orderBy([{ column: 'publishedAt' }, { column: 'id' }]);
    return rows.map((r) => ({ ...r, subsessionId: String(r.subsessionId), trackConfig: r.trackConfig ?? null, startTime: toIso(r.startTime), publishedAt: toIso(r.publishedAt), carreraId: r.carreraId ?? null }));
  }

  async finishes(eventIds: readonly string[]): Promise<RaceFinish[]> {
    if (eventIds.length === 0) return [];
    const phases = (
      await inSlices(eventIds, (slice): Promise<Row[]> => this.knex('result_phases').whereIn('eventId', slice).andWhere('simsessionType', RACE_TYPE).select('id', 'eventId', 'simsessionNumber', 'simsessionType', 'name'))
    ).map((r): ResultPhase => ({ id: String(r.id), eventId: String(r.eventId), simsessionNumber: toNumber(r.simsessionNumber), simsessionType: toNumber(r.simsessionType), name: String(r.name) }));
    if (phases.length === 0) return [];
    const classes = (await inSlices(eventIds, (slice): Promise<Row[]> => this.knex('result_car_classes').whereIn('eventId', slice).select('eventId', 'carClassId', 'name', 'shortName'))).map(
      (r): ResultCarClass => ({ eventId: String(r.eventId), carClassId: toNumber(r.carClassId), name: String(r.name), shortName: String(r.shortName) }),
    );
    const rows = (
      await inSlices(
        phases.map((p) => p.id),
        (slice): Promise<Row[]> => this.knex('result_entries').whereIn('phaseId', slice).select('id', 'eventId', 'phaseId', 'teamEntryId', 'custId', 'finishPosition', 'finishPositionInClass', 'carClassId'),
      )
    ).map((r) => ({
      eventId: String(r.eventId),
      id: String(r.id),
      phaseId: String(r.phaseId),
      teamEntryId: (r.teamEntryId as string | null) ?? null,
      custId: r.custId === null || r.custId === undefined ? null : toNumber(r.custId),
      finishPosition: toNumber(r.finishPosition),
      finishPositionInClass: toNumber(r.finishPositionInClass),
      carClassId: toNumber(r.carClassId),
    }));
    const byEvent = new Map<string, FinishRow[]>();
    for (const r of rows) {
      const list = byEvent.get(r.eventId);
      if (list) list.push(r);
      else byEvent.set(r.eventId, [r]);
    }
    return [...new Set(eventIds)].flatMap((id) => raceFinishes(id, phases, classes, byEvent.get(id) ?? []));
  }
}
