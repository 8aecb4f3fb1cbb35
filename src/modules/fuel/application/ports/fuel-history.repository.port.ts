import type { FuelInput, FuelStrategy } from '../../domain/fuel-strategy.js';

export interface FuelCalculationRecord {
  id: string;
  userId: string;
  input: FuelInput;
  result: FuelStrategy;
  createdAt: string;
}

/** Port: the calculations signed-in users have made. */
export interface FuelHistoryRepository {
  add(record: FuelCalculationRecord): Promise<void>;
  latestOf(userId: string, limit: number): Promise<FuelCalculationRecord[]>;
}
