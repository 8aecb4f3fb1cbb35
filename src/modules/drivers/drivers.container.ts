import { ContainerModule, type ResolutionContext } from 'inversify';
import { classBinder } from '../../platform/container/typed-bindings.js';
import { GetDriverPage } from './application/get-driver-page.use-case.js';
import { DRIVERS } from './drivers.tokens.js';

/** Binds the driver page; DRIVERS.Cards, Championships, Results and Titles are ports the composition root fills. */
export const driversModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    cards: ctx.get(DRIVERS.Cards),
    championships: ctx.get(DRIVERS.Championships),
    results: ctx.get(DRIVERS.Results),
    titles: ctx.get(DRIVERS.Titles),
  });
  const useCase = classBinder(bind, deps);
  useCase(DRIVERS.GetDriverPage, GetDriverPage);
});
