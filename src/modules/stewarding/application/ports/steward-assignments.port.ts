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
  /** Every assignment, or a championship's, oldest first. */
  list(campeonatoId?: string): Promise<StewardAssignment[]>;
}
