import type { FuelCalculationRecord, FuelHistoryRepository } from '../../../src/modules/fuel/application/ports/fuel-history.repository.port.js';

/** Fuel calculations in memory, in the order they were kept. */
export class MemoryFuelHistory implements FuelHistoryRepository {
  readonly records: FuelCalculationRecord[] = [];
  async add(record: FuelCalculationRecord): Promise<void> {
    this.records.push(structuredClone(record));
  }
  async latestOf(userId: string, limit: number): Promise<FuelCalculationRecord[]> {
    return this.records
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, limit);
  }
}
