import { fuelRequestSchema } from '../../../contracts/fuel.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { calculateFuelStrategy, type FuelInput, type FuelStrategy } from '../domain/fuel-strategy.js';
import type { FuelHistoryRepository } from './ports/fuel-history.repository.port.js';

/** Calculates a plan for anyone; a signed-in user's calculation is also kept in their history. */
export class CalculateFuelStrategy {
  constructor(private readonly deps: { history: FuelHistoryRepository; clock: Clock; newId: IdGenerator }) {}

  async execute(raw: unknown, userId?: string): Promise<FuelStrategy> {
    const parsed = parseOrThrow(fuelRequestSchema, raw ?? {});
    const input = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== null && v !== undefined)) as FuelInput;
    const result = calculateFuelStrategy(input);
    if (userId) {
      await this.deps.history.add({ id: this.deps.newId(), userId, input, result, createdAt: this.deps.clock.now().toISOString() });
    }
    return result;
  }
}
