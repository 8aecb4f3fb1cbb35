import type { ServiceIdentifier } from 'inversify';
import type { CalculateFuelStrategy } from './application/calculate-fuel-strategy.use-case.js';
import type { ListFuelHistory } from './application/list-fuel-history.use-case.js';

const token = <T>(name: string) => Symbol.for(`fuel.${name}`) as ServiceIdentifier<T>;

/** Fuel's public face: its use cases. Its repository is in fuel.private-tokens.ts. */
export const FUEL = {
  Calculate: token<CalculateFuelStrategy>('Calculate'),
  History: token<ListFuelHistory>('History'),
};
