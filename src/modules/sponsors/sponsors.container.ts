import { ContainerModule, type ResolutionContext } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexSponsorRepository } from './adapters/persistence/sponsor.repository.knex.js';
import { CreateSponsor } from './application/create-sponsor.use-case.js';
import { DeleteSponsor } from './application/delete-sponsor.use-case.js';
import { ListSponsors } from './application/list-sponsors.use-case.js';
import { UpdateSponsor } from './application/update-sponsor.use-case.js';
import { SPONSORS } from './sponsors.tokens.js';

export const sponsorsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    sponsors: ctx.get(SPONSORS.Repository),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
  });
  bind(SPONSORS.Repository).toDynamicValue((ctx) => new KnexSponsorRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(SPONSORS.List).toDynamicValue((ctx) => new ListSponsors(deps(ctx))).inSingletonScope();
  bind(SPONSORS.Create).toDynamicValue((ctx) => new CreateSponsor(deps(ctx))).inSingletonScope();
  bind(SPONSORS.Update).toDynamicValue((ctx) => new UpdateSponsor(deps(ctx))).inSingletonScope();
  bind(SPONSORS.Delete).toDynamicValue((ctx) => new DeleteSponsor(deps(ctx))).inSingletonScope();
});
