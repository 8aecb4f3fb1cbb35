import { ContainerModule, type ResolutionContext } from 'inversify';
import { classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexSponsorRepository } from './adapters/persistence/sponsor.repository.knex.js';
import { CreateSponsor } from './application/create-sponsor.use-case.js';
import { DeleteSponsor } from './application/delete-sponsor.use-case.js';
import { ListSponsors } from './application/list-sponsors.use-case.js';
import { UpdateSponsor } from './application/update-sponsor.use-case.js';
import { SPONSORS_PRIVATE } from './sponsors.private-tokens.js';
import { SPONSORS } from './sponsors.tokens.js';

export const sponsorsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    sponsors: ctx.get(SPONSORS_PRIVATE.Repository),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
  });
  bind(SPONSORS_PRIVATE.Repository).toDynamicValue((ctx) => new KnexSponsorRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();

  const useCase = classBinder(bind, deps);
  useCase(SPONSORS.List, ListSponsors);
  useCase(SPONSORS.Create, CreateSponsor);
  useCase(SPONSORS.Update, UpdateSponsor);
  useCase(SPONSORS.Delete, DeleteSponsor);
});
