import type { ServiceIdentifier } from 'inversify';
import type { FuelHistoryRepository } from './application/ports/fuel-history.repository.port.js';

const token = <T>(name: string) => Symbol.for(`fuel.${name}`) as ServiceIdentifier<T>;

/** Fuel's insides: bound and read only within this module (never exported from index.ts). */
export const FUEL_PRIVATE = {
  HistoryRepository: token<FuelHistoryRepository>('HistoryRepository'),
};
