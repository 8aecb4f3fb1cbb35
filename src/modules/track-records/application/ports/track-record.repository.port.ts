import type { TrackRecord } from '../../domain/track-record.entity.js';

/** Port: stored track records and the dismissed suggestions. */
export interface TrackRecordRepository {
  /** Every record, or those one account holds. */
  list(filter?: { userId?: string }): Promise<TrackRecord[]>;
  findById(id: string): Promise<TrackRecord | null>;
  insert(record: TrackRecord): Promise<void>;
  /**
   * Inserts the record unless one of the same holder, circuit, car and lap time is stored (compared
   * and inserted as one step, so two at once cannot both find none); answers whether it inserted.
   */
  insertUnlessSame(record: TrackRecord): Promise<boolean>;
  update(id: string, changes: Partial<TrackRecord>): Promise<void>;
  delete(id: string): Promise<boolean>;
  dismissedSuggestions(): Promise<Set<string>>;
  /** Idempotent: dismissing twice keeps the first. */
  dismissSuggestion(suggestionId: string, by: string, at: string): Promise<void>;
}
