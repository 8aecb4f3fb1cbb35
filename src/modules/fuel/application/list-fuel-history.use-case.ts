import type { FuelCalculationRecord, FuelHistoryRepository } from './ports/fuel-history.repository.port.js';

export const HISTORY_SIZE = 20;

/** The user's last 20 calculations, newest first. */
export class ListFuelHistory {
  constructor(private readonly deps: { history: FuelHistoryRepository }) {}

  execute(userId: string): Promise<FuelCalculationRecord[]> {
    return this.deps.history.latestOf(userId, HISTORY_SIZE);
  }
}
