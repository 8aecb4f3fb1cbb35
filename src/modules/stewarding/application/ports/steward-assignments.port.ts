import type { Transaction } from '../../../../platform/transactions.js';
import type { StewardAssignment } from '../../domain/steward-assignment.entity.js';

/** Port: which stewards judge which championships. */
export interface StewardAssignments {
  /** Records the assignment; false when it already existed (nothing written). */
  assign(assignment: StewardAssignment, trx?: Transaction): Promise<boolean>;
  /** Removes it; false when there was none. */
  unassign(campeonatoId: string, userId: string, trx?: Transaction): Promise<boolean>;
  /** The championships a steward judges. */
  championshipsOf(userId: string): Promise<string[]>;
  /**
   * At most `limit` assignments (every championship's, or one's), oldest first — by creation instant,
   * then account, then championship — those after `after` in that order, read from the index in that
   * order: never the whole table.
   */
  page(query: { campeonatoId?: string; after?: StewardPlace; limit: number }): Promise<StewardAssignment[]>;
}

/** Where a page of the stewards list stands: its last assignment's instant, account and championship. */
export interface StewardPlace {
  createdAt: string;
  userId: string;
  campeonatoId: string;
}
