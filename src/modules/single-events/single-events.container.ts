import { ContainerModule, type ResolutionContext } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { IDENTITY } from '../identity/index.js';
import { IdentityParticipantDirectory } from './adapters/identity/identity-participant-directory.js';
import { KnexSingleEventRepository } from './adapters/persistence/single-event.repository.knex.js';
import { CreateSingleEvent } from './application/create-single-event.use-case.js';
import { DeleteSingleEvent } from './application/delete-single-event.use-case.js';
import { GetSingleEvent } from './application/get-single-event.use-case.js';
import { ListSingleEvents } from './application/list-single-events.use-case.js';
import { RegisterForSingleEvent } from './application/register-for-single-event.use-case.js';
import { UnregisterFromSingleEvent } from './application/unregister-from-single-event.use-case.js';
import { ReleaseUpcomingSignUps } from './application/release-upcoming-sign-ups.js';
import { UpdateSingleEvent } from './application/update-single-event.use-case.js';
import { SINGLE_EVENTS } from './single-events.tokens.js';

export const singleEventsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    events: ctx.get(SINGLE_EVENTS.Events),
    participants: ctx.get(SINGLE_EVENTS.Participants),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
  });

  bind(SINGLE_EVENTS.Events).toDynamicValue((ctx) => new KnexSingleEventRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(SINGLE_EVENTS.Participants).toDynamicValue((ctx) => new IdentityParticipantDirectory(ctx.get(IDENTITY.FindDrivers))).inSingletonScope();

  bind(IDENTITY.AccountReleases)
    .toDynamicValue((ctx) => new ReleaseUpcomingSignUps({ events: ctx.get(SINGLE_EVENTS.Events), clock: ctx.get(PLATFORM.Clock) }))
    .inSingletonScope();

  const useCases = [
    [SINGLE_EVENTS.List, ListSingleEvents],
    [SINGLE_EVENTS.Get, GetSingleEvent],
    [SINGLE_EVENTS.Create, CreateSingleEvent],
    [SINGLE_EVENTS.Update, UpdateSingleEvent],
    [SINGLE_EVENTS.Delete, DeleteSingleEvent],
    [SINGLE_EVENTS.Register, RegisterForSingleEvent],
    [SINGLE_EVENTS.Unregister, UnregisterFromSingleEvent],
  ] as const;
  for (const [id, UseCase] of useCases) {
    // Each use case takes the subset of `deps` it declares; the rest is ignored.
    bind(id as symbol).toDynamicValue((ctx) => new (UseCase as new (d: ReturnType<typeof deps>) => unknown)(deps(ctx))).inSingletonScope();
  }
});
