import type { Transaction } from '../../../../platform/transactions.js';
import type { Suspension } from '../../domain/licence.js';

/** Port: the suspensions licence thresholds gave. */
export interface SuspensionStore {
  /** Stores it; false when this driver already had this championship's suspension for that threshold (nothing written). */
  insert(suspension: Suspension, trx: Transaction): Promise<boolean>;
  findById(id: string): Promise<Suspension | null>;
  /** A championship's suspensions, oldest first. */
  ofChampionship(campeonatoId: string): Promise<Suspension[]>;
  /** Lifts a suspension not lifted yet; false when it already was. */
  lift(id: string, by: string, motivo: string, at: string, trx?: Transaction): Promise<boolean>;
}
