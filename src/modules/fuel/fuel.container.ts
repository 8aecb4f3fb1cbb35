import { ContainerModule, type ResolutionContext } from 'inversify';
import { classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexFuelHistoryRepository } from './adapters/persistence/fuel-history.repository.knex.js';
import { CalculateFuelStrategy } from './application/calculate-fuel-strategy.use-case.js';
import { ListFuelHistory } from './application/list-fuel-history.use-case.js';
import { FUEL_PRIVATE } from './fuel.private-tokens.js';
import { FUEL } from './fuel.tokens.js';

export const fuelModule = new ContainerModule(({ bind }) => {
  bind(FUEL_PRIVATE.HistoryRepository).toDynamicValue((ctx) => new KnexFuelHistoryRepository(ctx.get(PLATFORM.Knex)));

  const deps = (ctx: ResolutionContext) => ({
    history: ctx.get(FUEL_PRIVATE.HistoryRepository),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
  });
  const useCase = classBinder(bind, deps);
  useCase(FUEL.Calculate, CalculateFuelStrategy);
  useCase(FUEL.History, ListFuelHistory);
});
