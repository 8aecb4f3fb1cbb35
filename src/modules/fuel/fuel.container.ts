import { ContainerModule } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexFuelHistoryRepository } from './adapters/persistence/fuel-history.repository.knex.js';
import { CalculateFuelStrategy } from './application/calculate-fuel-strategy.use-case.js';
import { ListFuelHistory } from './application/list-fuel-history.use-case.js';
import { FUEL } from './fuel.tokens.js';

export const fuelModule = new ContainerModule(({ bind }) => {
  bind(FUEL.HistoryRepository).toDynamicValue((ctx) => new KnexFuelHistoryRepository(ctx.get(PLATFORM.Knex)));
  bind(FUEL.Calculate).toDynamicValue(
    (ctx) => new CalculateFuelStrategy({ history: ctx.get(FUEL.HistoryRepository), clock: ctx.get(PLATFORM.Clock), newId: ctx.get(PLATFORM.NewId) }),
  );
  bind(FUEL.History).toDynamicValue((ctx) => new ListFuelHistory({ history: ctx.get(FUEL.HistoryRepository) }));
});
