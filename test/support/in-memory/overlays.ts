import type { BroadcastStateRepository } from '../../../src/modules/overlays/application/ports/broadcast-state.repository.port.js';
import type { BroadcastStateRecord } from '../../../src/modules/overlays/domain/broadcast-state.js';
import type { Snapshottable } from './transactions.js';

/** The broadcast states in memory, put back with the transaction that wrote them. */
export class MemoryBroadcastStates implements BroadcastStateRepository, Snapshottable {
  rows = new Map<string, BroadcastStateRecord>();

  async find(campeonatoId: string): Promise<BroadcastStateRecord | null> {
    const row = this.rows.get(campeonatoId);
    return row ? structuredClone(row) : null;
  }

  async save(record: BroadcastStateRecord): Promise<void> {
    this.rows.set(record.campeonatoId, structuredClone(record));
  }

  snapshot(): () => void {
    const copy = structuredClone(this.rows);
    return () => {
      this.rows = copy;
    };
  }
}
