import type { Transaction } from '../../../../platform/transactions.js';
import type { BroadcastStateRecord } from '../../domain/broadcast-state.js';

/** Where each championship's broadcast state is kept (docs/adr/0059). */
export interface BroadcastStateRepository {
  /** The stored state, or null when nobody changed it yet. */
  find(campeonatoId: string, trx?: Transaction): Promise<BroadcastStateRecord | null>;
  /** Writes the whole state (created on the first change). */
  save(record: BroadcastStateRecord, trx: Transaction): Promise<void>;
}
