import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexEventDigest } from './adapters/persistence/event-digest.knex.js';
import { KnexSingleEventRepository } from './adapters/persistence/single-event.repository.knex.js';
import { CreateSingleEvent } from './application/create-single-event.use-case.js';
import { DeleteSingleEvent } from './application/delete-single-event.use-case.js';
import { EventSchedule } from './application/event-schedule.js';
import { GetSingleEvent } from './application/get-single-event.use-case.js';
import { ListSingleEvents } from './application/list-single-events.use-case.js';
import { RegisterForSingleEvent } from './application/register-for-single-event.use-case.js';
import { UnregisterFromSingleEvent } from './application/unregister-from-single-event.use-case.js';
import { ReleaseUpcomingSignUps } from './adapters/identity/release-upcoming-sign-ups.js';
import { UpdateSingleEvent } from './application/update-single-event.use-case.js';
import { KnexEventWaitlistRepository } from './adapters/persistence/event-waitlist.repository.knex.js';
import { OfferEventPlaces } from './application/offer-event-places.js';
import { EventWaitlistJob } from './application/event-waitlist.job.js';
import { JoinEventWaitlist } from './application/join-event-waitlist.use-case.js';
import { LeaveEventWaitlist } from './application/leave-event-waitlist.use-case.js';
import { ListMyEventWaitlists } from './application/list-my-event-waitlists.use-case.js';
import { SINGLE_EVENTS_PRIVATE } from './single-events.private-tokens.js';
import { SINGLE_EVENTS } from './single-events.tokens.js';

/** Binds single events' own tokens only; SINGLE_EVENTS.Participants is a port the composition root fills. */
export const singleEventsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    events: ctx.get(SINGLE_EVENTS_PRIVATE.Events),
    waitlist: ctx.get(SINGLE_EVENTS_PRIVATE.Waitlist),
    offers: ctx.get(SINGLE_EVENTS_PRIVATE.Offers),
    participants: ctx.get(SINGLE_EVENTS.Participants),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
  });

  bind(SINGLE_EVENTS_PRIVATE.Events).toDynamicValue((ctx) => new KnexSingleEventRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(SINGLE_EVENTS_PRIVATE.Waitlist).toDynamicValue((ctx) => new KnexEventWaitlistRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, SINGLE_EVENTS_PRIVATE.Offers, OfferEventPlaces, (ctx) => ({
    events: ctx.get(SINGLE_EVENTS_PRIVATE.Events),
    waitlist: ctx.get(SINGLE_EVENTS_PRIVATE.Waitlist),
    mailboxes: ctx.get(SINGLE_EVENTS.Mailboxes),
    outbox: ctx.get(PLATFORM.MailOutbox),
    notices: ctx.get(PLATFORM.DeviceNotices),
    clock: ctx.get(PLATFORM.Clock),
    tx: ctx.get(PLATFORM.Tx),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  }));
  bindClass(bind, SINGLE_EVENTS.WaitlistJob, EventWaitlistJob, (ctx) => ({ waitlist: ctx.get(SINGLE_EVENTS_PRIVATE.Waitlist), offers: ctx.get(SINGLE_EVENTS_PRIVATE.Offers) }));
  bindClass(bind, SINGLE_EVENTS.AccountRelease, ReleaseUpcomingSignUps, (ctx) => ({
    events: ctx.get(SINGLE_EVENTS_PRIVATE.Events),
    clock: ctx.get(PLATFORM.Clock),
  }));

  bind(SINGLE_EVENTS.Digest).toDynamicValue((ctx) => new KnexEventDigest(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, SINGLE_EVENTS.EventSchedule, EventSchedule, (ctx) => ({ events: ctx.get(SINGLE_EVENTS_PRIVATE.Events) }));

  const useCase = classBinder(bind, deps);
  useCase(SINGLE_EVENTS.List, ListSingleEvents);
  useCase(SINGLE_EVENTS.Get, GetSingleEvent);
  useCase(SINGLE_EVENTS.Create, CreateSingleEvent);
  useCase(SINGLE_EVENTS.Update, UpdateSingleEvent);
  useCase(SINGLE_EVENTS.Delete, DeleteSingleEvent);
  useCase(SINGLE_EVENTS.Register, RegisterForSingleEvent);
  useCase(SINGLE_EVENTS.Unregister, UnregisterFromSingleEvent);
  useCase(SINGLE_EVENTS.JoinWaitlist, JoinEventWaitlist);
  useCase(SINGLE_EVENTS.LeaveWaitlist, LeaveEventWaitlist);
  useCase(SINGLE_EVENTS.ListMyWaitlists, ListMyEventWaitlists);
});
