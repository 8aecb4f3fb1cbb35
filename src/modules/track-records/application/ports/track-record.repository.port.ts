import type { TrackRecord } from '../../domain/track-record.entity.js';

/** Port: stored track records and the dismissed suggestions. */
export interface TrackRecordRepository {
  /** Every record, or those one account holds. */
  list(filter?: { userId?: string }): Promise<TrackRecord[]>;
  findById(id: string): Promise<TrackRecord | null>;
  insert(record: TrackRecord): Promise<void>;
  update(id: string, changes: Partial<TrackRecord>): Promise<void>;
  delete(id: string): Promise<boolean>;
  dismissedSuggestions(): Promise<Set<string>>;
  /** Idempotent: dismissing twice keeps the first. */
  dismissSuggestion(suggestionId: string, by: string, at: string): Promise<void>;
}
