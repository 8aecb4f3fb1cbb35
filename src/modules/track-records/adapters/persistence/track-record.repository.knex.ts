import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { isPostgres } from '../../../../platform/database/knex.js';
import { toIso, toNumber } from '../../../../platform/database/rows.js';
import type { TrackRecordRepository } from '../../application/ports/track-record.repository.port.js';
import type { TrackRecord } from '../../domain/track-record.entity.js';

const TABLE = 'track_records';
const DISMISSALS = 'track_record_dismissals';

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

  async findById(id: string): Promise<TrackRecord | null> {
    const row = await this.knex(TABLE).where({ id }).first();
    return row ? toRecord(row) : null;
  }

  async insert(record: TrackRecord): Promise<void> {
    await this.knex(TABLE).insert(record);
  }

  async insertUnlessSame(record: TrackRecord, outer?: Transaction): Promise<boolean> {
    const within = <T>(work: (trx: Knex.Transaction) => Promise<T>) => (outer ? work(outer as Knex.Transaction) : this.knex.transaction(work));
    return within(async (trx) => {
      // SQLite runs one write transaction at a time on this app's one connection; PostgreSQL queues
      // the writers of one circuit and car on an advisory lock released at commit.
      if (isPostgres(this.knex)) await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`track_records|${record.circuit}|${record.car}`]);
      const same = await trx(TABLE).where({ userId: record.userId, circuit: record.circuit, car: record.car, lapTimeMs: record.lapTimeMs }).first('id');
      if (same) return false;
      await trx(TABLE).insert(record);
      return true;
    });
  }

  async update(id: string, changes: Partial<TrackRecord>, trx?: Transaction): Promise<void> {
    const { id: _id, ...rest } = changes;
    await db(this.knex, trx)(TABLE).where({ id }).update(rest);
  }

  async updateIfStill(id: string, expected: Pick<TrackRecord, 'userId' | 'lapTimeMs'>, changes: Partial<TrackRecord>, trx?: Transaction): Promise<boolean> {
    const { id: _id, ...rest } = changes;
    // One statement: a second writer waits for the first's row lock, then finds the row changed.
    return (await db(this.knex, trx)(TABLE).where({ id, userId: expected.userId, lapTimeMs: expected.lapTimeMs }).update(rest)) > 0;
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
