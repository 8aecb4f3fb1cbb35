import type { Transaction } from '../../../../platform/transactions.js';
import type { RecordPlace, TrackRecord } from '../../domain/track-record.entity.js';

/** What narrows the standing records: texts folded as `storedRecordKey` folds, each inside its own field. */
export interface StandingQuery {
  circuit?: string;
  car?: string;
}

/** Port: stored track records and the dismissed suggestions. */
export interface TrackRecordRepository {
  /** Every record, or those one account holds. */
  list(filter?: { userId?: string }): Promise<TrackRecord[]>;
  /**
   * One page of the whole list, in its places' order (`comparePlaces`): at most `limit` records after
   * `after`; with `search` (folded as `storedRecordKey` folds), those whose circuit or car contains it
   * or whose holder is one of `holders`.
   */
  page(query: { after?: RecordPlace; limit: number; search?: string; holders?: readonly string[] }): Promise<TrackRecord[]>;
  /**
   * Standing records (the first of their circuit and car in the places' order: faster, then the
   * earlier day, entry and id) ordered by their circuit and car as stored (`storedRecordKey`, byte by
   * byte): at most `limit` (all when not said) after the circuit and car `after`, those `userId` holds,
   * or those whose circuit contains `circuit` and whose car contains `car` (both folded as
   * `storedRecordKey` folds).
   */
  standing(query: StandingQuery & { after?: string; limit?: number; userId?: string }): Promise<TrackRecord[]>;
  /** How many standing records the same `circuit` and `car` match. */
  countStanding(query: StandingQuery): Promise<number>;
  /** The accounts that hold at least one record, each once. */
  holderIds(): Promise<string[]>;
  findById(id: string): Promise<TrackRecord | null>;
  insert(record: TrackRecord): Promise<void>;
  /**
   * Inserts the record unless one of the same holder, circuit, car and lap time is stored (compared
   * and inserted as one step, so two at once cannot both find none); answers whether it inserted.
   */
  insertUnlessSame(record: TrackRecord, trx?: Transaction): Promise<boolean>;
  update(id: string, changes: Partial<TrackRecord>, trx?: Transaction): Promise<void>;
  /**
   * Changes the record only while it still has the holder and lap time read before (compared and
   * written as one step, so of two changes at once from the same reading only the first applies);
   * answers whether it changed it.
   */
  updateIfStill(id: string, expected: Pick<TrackRecord, 'userId' | 'lapTimeMs'>, changes: Partial<TrackRecord>, trx?: Transaction): Promise<boolean>;
  delete(id: string, trx?: Transaction): Promise<boolean>;
  dismissedSuggestions(): Promise<Set<string>>;
  /** Dismissing twice keeps the first (compared and inserted as one step); answers whether this one dismissed it. */
  dismissSuggestion(suggestionId: string, by: string, at: string, trx?: Transaction): Promise<boolean>;
}
