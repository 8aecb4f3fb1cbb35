import type { Transaction } from '../../../../platform/transactions.js';
import type { Appeal } from '../../domain/appeal.entity.js';

/** Port: the appeals of decided reports. */
export interface AppealStore {
  /** Stores the appeal; false when this driver had already appealed this report (nothing written). */
  insert(appeal: Appeal): Promise<boolean>;
  findById(id: string): Promise<Appeal | null>;
  /** How many appeals are not decided yet. */
  countPending(): Promise<number>;
  /** The appeals of these reports, oldest first. */
  ofReports(reportIds: readonly string[]): Promise<Appeal[]>;
  /** Records the outcome of a pending appeal; false when it was no longer pending (decided once). */
  decide(id: string, outcome: Pick<Appeal, 'estado' | 'explicacion' | 'sancionAnterior' | 'decididoPor' | 'decididoAt'>, trx: Transaction): Promise<boolean>;
}
