import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { isPostgres } from '../../../../platform/database/knex.js';
import { containing, toIso, toNumber } from '../../../../platform/database/rows.js';
import type { StandingQuery, TrackRecordRepository } from '../../application/ports/track-record.repository.port.js';
import { storedRecordKey, type RecordPlace, type TrackRecord } from '../../domain/track-record.entity.js';

const TABLE = 'track_records';
const DISMISSALS = 'track_record_dismissals';

/** The stored row: the record and its place in the whole list's order (`sortKey`, migration 20261221000100). */
const toRow = (record: TrackRecord) => ({ ...record, sortKey: storedRecordKey(record.circuit, record.car) });
const PLACE = ['sortKey', 'lapTimeMs', 'recordDate', 'createdAt', 'id'] as const;
/** Which record of one circuit and car stands: the first by these (the place after `sortKey`). */
const RANK = PLACE.slice(1);

/** The stored key is the circuit, U+0001 and the car: each text is looked for on its own side of it. */
function narrowed(query: Knex.QueryBuilder, { circuit, car }: StandingQuery): Knex.QueryBuilder {
  if (circuit || car) query.whereRaw("?? like ? escape '\\'", ['t.sortKey', `${containing(circuit ?? '')}\u0001${containing(car ?? '')}`]);
  return query;
}

const toRecord = (r: Record<string, unknown>): TrackRecord => ({
  id: String(r.id),
  userId: String(r.userId),
  circuit: String(r.circuit),
  car: String(r.car),
  lapTimeMs: toNumber(r.lapTimeMs),
  recordDate: String(r.recordDate),
  origen: r.origen === 'resultados' ? 'resultados' : 'manual',
  subsessionId: r.subsessionId === null || r.subsessionId === undefined ? null : toNumber(r.subsessionId),
  createdAt: toIso(r.createdAt),
  updatedAt: toIso(r.updatedAt),
});

export class KnexTrackRecordRepository implements TrackRecordRepository {
  constructor(private readonly knex: Knex) {}

  async list(filter: { userId?: string } = {}): Promise<TrackRecord[]> {
    const query = this.knex(TABLE).select('*');
    if (filter.userId) query.where({ userId: filter.userId });
    return (await query.orderBy([{ column: 'lapTimeMs' }, { column: 'id' }])).map(toRecord);
  }

  async page({ after, limit, search, holders }: { after?: RecordPlace; limit: number; search?: string; holders?: readonly string[] }): Promise<TrackRecord[]> {
    // Read by the index in the places' order, stopping when the page is full (docs/adr/0064).
    const query = this.knex(TABLE).select('*').orderBy(PLACE.map((column) => ({ column }))).limit(limit);
    if (after) query.whereRaw(`(${PLACE.map(() => '??').join(', ')}) > (?, ?, ?, ?, ?)`, [...PLACE, ...after]);
    if (search) {
      query.andWhere((q) => {
        q.whereRaw("?? like ? escape '\\'", ['sortKey', containing(search)]);
        if (holders && holders.length > 0) q.orWhereIn('userId', [...holders]);
      });
    }
    return (await query).map(toRecord);
  }

  async standing({ after, limit, userId, circuit, car }: StandingQuery & { after?: string; limit?: number; userId?: string }): Promise<TrackRecord[]> {
    // Walks the place index by circuit and car from `after`, keeping the first record of each (the
    // standing one), and stops when the page is full (docs/adr/0068).
    const query = this.standingRows({ circuit, car }).select('t.*').orderBy('t.sortKey');
    if (after !== undefined) query.where('t.sortKey', '>', after);
    if (userId) query.where('t.userId', userId);
    if (limit !== undefined) query.limit(limit);
    return (await query).map(toRecord);
  }

  async countStanding(query: StandingQuery): Promise<number> {
    // One record stands per circuit and car, and the texts narrow circuits and cars: counting the
    // distinct keys (from the index alone) counts the standing records without comparing any two.
    const row = await narrowed(this.knex({ t: TABLE }), query).countDistinct({ n: 't.sortKey' }).first();
    return toNumber(row?.n ?? 0);
  }

  /** The records no other record of their circuit and car comes before, narrowed by the texts. */
  private standingRows(query: StandingQuery): Knex.QueryBuilder {
    const knex = this.knex;
    return narrowed(knex({ t: TABLE }), query).whereNotExists(
      knex({ f: TABLE })
        .select(knex.raw('1'))
        .whereRaw('?? = ??', ['f.sortKey', 't.sortKey'])
        .whereRaw(`(${RANK.map(() => '??').join(', ')}) < (${RANK.map(() => '??').join(', ')})`, [...RANK.map((c) => `f.${c}`), ...RANK.map((c) => `t.${c}`)]),
    );
  }

  async holderIds(): Promise<string[]> {
    return (await this.knex(TABLE).distinct('userId').orderBy('userId')).map((r: { userId: string }) => r.userId);
  }

  async findById(id: string): Promise<TrackRecord | null> {
    const row = await this.knex(TABLE).where({ id }).first();
    return row ? toRecord(row) : null;
  }

  async insert(record: TrackRecord): Promise<void> {
    await this.knex(TABLE).insert(toRow(record));
  }

  async insertUnlessSame(record: TrackRecord, outer?: Transaction): Promise<boolean> {
    const within = <T>(work: (trx: Knex.Transaction) => Promise<T>) => (outer ? work(outer as Knex.Transaction) : this.knex.transaction(work));
    return within(async (trx) => {
      // SQLite runs one write transaction at a time on this app's one connection; PostgreSQL queues
      // the writers of one circuit and car on an advisory lock released at commit.
      if (isPostgres(this.knex)) await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`track_records|${record.circuit}|${record.car}`]);
      const same = await trx(TABLE).where({ userId: record.userId, circuit: record.circuit, car: record.car, lapTimeMs: record.lapTimeMs }).first('id');
      if (same) return false;
      await trx(TABLE).insert(toRow(record));
      return true;
    });
  }

  async update(id: string, changes: Partial<TrackRecord>, trx?: Transaction): Promise<void> {
    const { id: _id, ...rest } = changes;
    await db(this.knex, trx)(TABLE).where({ id }).update(await this.withSortKey(id, rest, trx));
  }

  /** The changes, with the new place when the circuit or the car changes. */
  private async withSortKey(id: string, changes: Partial<TrackRecord>, trx?: Transaction): Promise<Record<string, unknown>> {
    if (changes.circuit === undefined && changes.car === undefined) return changes;
    const current = changes.circuit !== undefined && changes.car !== undefined ? null : await db(this.knex, trx)(TABLE).where({ id }).first('circuit', 'car');
    const circuit = changes.circuit ?? String(current?.circuit ?? '');
    const car = changes.car ?? String(current?.car ?? '');
    return { ...changes, sortKey: storedRecordKey(circuit, car) };
  }

  async updateIfStill(id: string, expected: Pick<TrackRecord, 'userId' | 'lapTimeMs'>, changes: Partial<TrackRecord>, trx?: Transaction): Promise<boolean> {
    const { id: _id, ...rest } = changes;
    // One statement: a second writer waits for the first's row lock, then finds the row changed.
    return (await db(this.knex, trx)(TABLE).where({ id, userId: expected.userId, lapTimeMs: expected.lapTimeMs }).update(await this.withSortKey(id, rest, trx))) > 0;
  }

  async delete(id: string, trx?: Transaction): Promise<boolean> {
    return (await db(this.knex, trx)(TABLE).where({ id }).delete()) > 0;
  }

  async dismissedSuggestions(): Promise<Set<string>> {
    return new Set((await this.knex(DISMISSALS).select('suggestionId')).map((r: { suggestionId: string }) => r.suggestionId));
  }

  async dismissSuggestion(suggestionId: string, by: string, at: string, trx?: Transaction): Promise<boolean> {
    const inserted = await db(this.knex, trx)(DISMISSALS).insert({ suggestionId, dismissedBy: by, dismissedAt: at }).onConflict('suggestionId').ignore().returning('suggestionId');
    return inserted.length > 0;
  }
}
