import type { ServiceIdentifier } from 'inversify';
import type { CalculateFuelStrategy } from './application/calculate-fuel-strategy.use-case.js';
import type { ListFuelHistory } from './application/list-fuel-history.use-case.js';
import type { FuelHistoryRepository } from './application/ports/fuel-history.repository.port.js';

const token = <T>(name: string) => Symbol.for(`fuel.${name}`) as ServiceIdentifier<T>;

export const FUEL = {
  HistoryRepository: token<FuelHistoryRepository>('HistoryRepository'),
  Calculate: token<CalculateFuelStrategy>('Calculate'),
  History: token<ListFuelHistory>('History'),
};
