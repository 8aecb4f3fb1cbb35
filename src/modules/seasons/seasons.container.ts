import { ContainerModule, type ResolutionContext } from 'inversify';
import { classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexClosureRepository } from './adapters/persistence/closure.repository.knex.js';
import { KnexSeriesRepository } from './adapters/persistence/series.repository.knex.js';
import { CreateSeries, DeleteSeries, GetEdition, GetSeries, ListSeries, SetEdition, UpdateSeries } from './application/series.use-cases.js';
import { SEASONS_PRIVATE } from './seasons.private-tokens.js';
import { SEASONS } from './seasons.tokens.js';

/** Binds seasons' own tokens; SEASONS.Championships is a port the composition root fills. */
export const seasonsModule = new ContainerModule(({ bind }) => {
  bind(SEASONS_PRIVATE.Series).toDynamicValue((ctx) => new KnexSeriesRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(SEASONS_PRIVATE.Closures).toDynamicValue((ctx) => new KnexClosureRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();

  const deps = (ctx: ResolutionContext) => ({
    series: ctx.get(SEASONS_PRIVATE.Series),
    closures: ctx.get(SEASONS_PRIVATE.Closures),
    catalog: ctx.get(SEASONS.Championships),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
  });
  const useCase = classBinder(bind, deps);
  useCase(SEASONS.ListSeries, ListSeries);
  useCase(SEASONS.GetSeries, GetSeries);
  useCase(SEASONS.CreateSeries, CreateSeries);
  useCase(SEASONS.UpdateSeries, UpdateSeries);
  useCase(SEASONS.DeleteSeries, DeleteSeries);
  useCase(SEASONS.GetEdition, GetEdition);
  useCase(SEASONS.SetEdition, SetEdition);
});
