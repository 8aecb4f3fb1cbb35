import { ContainerModule, type ResolutionContext } from 'inversify';
import { bindClass, classBinder } from '../../platform/container/typed-bindings.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { KnexChampionshipDigest } from './adapters/persistence/championship-digest.knex.js';
import { KnexChampionshipRepository } from './adapters/persistence/championship.repository.knex.js';
import { KnexEnrolmentRepository } from './adapters/persistence/enrolment.repository.knex.js';
import { KnexRaceRepository } from './adapters/persistence/race.repository.knex.js';
import { CompetitionLookup } from './application/competition-lookup.js';
import { CheckEnrolment } from './application/check-enrolment.use-case.js';
import { CreateChampionship } from './application/create-championship.use-case.js';
import { CreateRace } from './application/create-race.use-case.js';
import { DeleteChampionship } from './application/delete-championship.use-case.js';
import { DeleteRace } from './application/delete-race.use-case.js';
import { Enrol } from './application/enrol.js';
import { EnrolUser } from './application/enrol-user.use-case.js';
import { EnterChampionship } from './application/enter-championship.use-case.js';
import { KnexWaitlistRepository } from './adapters/persistence/waitlist.repository.knex.js';
import { OfferFreedPlaces } from './application/offer-freed-places.js';
import { WaitlistOffersJob } from './application/waitlist.job.js';
import { JoinWaitlist } from './application/join-waitlist.use-case.js';
import { LeaveWaitlist } from './application/leave-waitlist.use-case.js';
import { GetMyPlace } from './application/get-my-place.use-case.js';
import { ListMyWaitlists } from './application/list-my-waitlists.use-case.js';
import { ReorderWaitlist } from './application/reorder-waitlist.use-case.js';
import { OfferPlace } from './application/offer-place.use-case.js';
import { EndOffer } from './application/end-offer.use-case.js';
import { DecideEntryRequest } from './application/decide-entry-request.use-case.js';
import { KnexEntryRequestRepository } from './adapters/persistence/entry-request.repository.knex.js';
import { ChampionshipEnrolmentDirectory } from './adapters/identity/enrolment-directory.js';
import { GetChampionship } from './application/get-championship.use-case.js';
import { GetRace } from './application/get-race.use-case.js';
import { ListChampionships } from './application/list-championships.use-case.js';
import { ListMoments } from './application/list-moments.use-case.js';
import { ListRaces } from './application/list-races.use-case.js';
import { ListUpcomingRaces } from './application/list-upcoming-races.use-case.js';
import { ListAdminRaces } from './application/list-admin-races.use-case.js';
import { ListAdminChampionships } from './application/list-admin-championships.use-case.js';
import { SetRoundOrder } from './application/set-round-order.use-case.js';
import { IracingSeasons } from './application/iracing-seasons.js';
import { RaceLookup } from './application/race-lookup.js';
import { RaceSchedule } from './application/race-schedule.js';
import { Unenrol } from './application/unenrol.js';
import { UpdateChampionship } from './application/update-championship.use-case.js';
import { UpdateRace } from './application/update-race.use-case.js';
import { DriverChampionships } from './application/driver-championships.js';
import { ListEntries, ListEntriesForAdmin } from './application/list-entries.use-case.js';
import { WithdrawEnrolment } from './application/withdraw-enrolment.use-case.js';
import { KnexCarNumberRepository } from './adapters/persistence/car-number.repository.knex.js';
import { KnexTeamRepository } from './adapters/persistence/team.repository.knex.js';
import { AssignCarNumber, ListNumbersAndTeams, UpdateMyEntry } from './application/entry-details.use-cases.js';
import { EntryDetailsRules } from './application/entry-details.js';
import { EntryCarryOver } from './application/entry-carry-over.js';
import { EntryRosters } from './application/entry-rosters.js';
import { ListMyEntries } from './application/list-my-entries.use-case.js';
import { RaceAttendance, SignOutOfRace } from './application/sign-outs.use-cases.js';
import { KnexGateExemptionRepository } from './adapters/persistence/gate-exemption.repository.knex.js';
import { EntryGates, EntryRules } from './application/entry-gates.js';
import { GateExemptionRequests, GateExemptions } from './application/gate-exemptions.use-cases.js';
import { KnexGateExemptionRequestRepository } from './adapters/persistence/gate-exemption-request.repository.knex.js';
import { KnexSignOutRepository } from './adapters/persistence/sign-out.repository.knex.js';
import { CHAMPIONSHIPS_PRIVATE } from './championships.private-tokens.js';
import { CHAMPIONSHIPS } from './championships.tokens.js';

/**
 * Binds championships, races and enrolment: this module's own tokens only. CHAMPIONSHIPS.Accounts and
 * CHAMPIONSHIPS.PaymentRecords are ports the composition root fills, so this module loads in any order.
 */
export const championshipsModule = new ContainerModule(({ bind }) => {
  const deps = (ctx: ResolutionContext) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    accounts: ctx.get(CHAMPIONSHIPS.Accounts),
    payments: ctx.get(CHAMPIONSHIPS.PaymentRecords),
    waitlist: ctx.get(CHAMPIONSHIPS_PRIVATE.Waitlist),
    seasons: ctx.get(CHAMPIONSHIPS.Seasons),
    editions: ctx.get(CHAMPIONSHIPS.EditionSearch),
    enrol: ctx.get(CHAMPIONSHIPS.Enrol),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
  });

  bind(CHAMPIONSHIPS_PRIVATE.Championships).toDynamicValue((ctx) => new KnexChampionshipRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS_PRIVATE.Races).toDynamicValue((ctx) => new KnexRaceRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS_PRIVATE.Enrolments).toDynamicValue((ctx) => new KnexEnrolmentRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS_PRIVATE.Requests).toDynamicValue((ctx) => new KnexEntryRequestRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS_PRIVATE.CarNumbers).toDynamicValue((ctx) => new KnexCarNumberRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS_PRIVATE.Teams).toDynamicValue((ctx) => new KnexTeamRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS_PRIVATE.SignOuts).toDynamicValue((ctx) => new KnexSignOutRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS_PRIVATE.GateExemptions).toDynamicValue((ctx) => new KnexGateExemptionRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, CHAMPIONSHIPS_PRIVATE.Gates, EntryGates, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    entrants: ctx.get(CHAMPIONSHIPS.Entrants),
    ratings: ctx.get(CHAMPIONSHIPS.DriverRatings),
    exemptions: ctx.get(CHAMPIONSHIPS_PRIVATE.GateExemptions),
  }));
  bindClass(bind, CHAMPIONSHIPS.EntryRules, EntryRules, (ctx) => ({ gates: ctx.get(CHAMPIONSHIPS_PRIVATE.Gates), seasons: ctx.get(CHAMPIONSHIPS.Seasons) }));
  bind(CHAMPIONSHIPS_PRIVATE.GateExemptionRequests).toDynamicValue((ctx) => new KnexGateExemptionRequestRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, CHAMPIONSHIPS.GateExemptions, GateExemptions, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    exemptions: ctx.get(CHAMPIONSHIPS_PRIVATE.GateExemptions),
    requests: ctx.get(CHAMPIONSHIPS_PRIVATE.GateExemptionRequests),
    accounts: ctx.get(CHAMPIONSHIPS.Accounts),
    outbox: ctx.get(PLATFORM.MailOutbox),
    clock: ctx.get(PLATFORM.Clock),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  }));
  bindClass(bind, CHAMPIONSHIPS.GateExemptionRequests, GateExemptionRequests, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    gates: ctx.get(CHAMPIONSHIPS_PRIVATE.Gates),
    requests: ctx.get(CHAMPIONSHIPS_PRIVATE.GateExemptionRequests),
    accounts: ctx.get(CHAMPIONSHIPS.Accounts),
    admins: ctx.get(CHAMPIONSHIPS.Admins),
    outbox: ctx.get(PLATFORM.MailOutbox),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  }));
  bind(CHAMPIONSHIPS_PRIVATE.Waitlist).toDynamicValue((ctx) => new KnexWaitlistRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, CHAMPIONSHIPS.Enrol, Enrol, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    payments: ctx.get(CHAMPIONSHIPS.PaymentRecords),
    waitlist: ctx.get(CHAMPIONSHIPS_PRIVATE.Waitlist),
    requests: ctx.get(CHAMPIONSHIPS_PRIVATE.Requests),
    details: new EntryDetailsRules({ carNumbers: ctx.get(CHAMPIONSHIPS_PRIVATE.CarNumbers), teams: ctx.get(CHAMPIONSHIPS_PRIVATE.Teams), clock: ctx.get(PLATFORM.Clock), newId: ctx.get(PLATFORM.NewId) }),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
  }));
  bindClass(bind, CHAMPIONSHIPS.Unenrol, Unenrol, (ctx) => ({
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    offers: ctx.get(CHAMPIONSHIPS_PRIVATE.Offers),
    tx: ctx.get(PLATFORM.Tx),
    carNumbers: ctx.get(CHAMPIONSHIPS_PRIVATE.CarNumbers),
    teams: ctx.get(CHAMPIONSHIPS_PRIVATE.Teams),
  }));
  bindClass(bind, CHAMPIONSHIPS.EnrolmentDirectory, ChampionshipEnrolmentDirectory, (ctx) => ({
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    clock: ctx.get(PLATFORM.Clock),
  }));
  bind(CHAMPIONSHIPS.Digest).toDynamicValue((ctx) => new KnexChampionshipDigest(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bindClass(bind, CHAMPIONSHIPS.RaceLookup, RaceLookup, (ctx) => ({ races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races) }));
  bindClass(bind, CHAMPIONSHIPS.CompetitionLookup, CompetitionLookup, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
  }));

  bindClass(bind, CHAMPIONSHIPS.IracingSeasons, IracingSeasons, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races),
  }));
  bindClass(bind, CHAMPIONSHIPS.RaceSchedule, RaceSchedule, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
  }));

  const useCase = classBinder(bind, deps);
  useCase(CHAMPIONSHIPS.ListChampionships, ListChampionships);
  useCase(CHAMPIONSHIPS.GetChampionship, GetChampionship);
  useCase(CHAMPIONSHIPS.CreateChampionship, CreateChampionship);
  useCase(CHAMPIONSHIPS.UpdateChampionship, UpdateChampionship);
  useCase(CHAMPIONSHIPS.DeleteChampionship, DeleteChampionship);
  useCase(CHAMPIONSHIPS.CheckEnrolment, CheckEnrolment);
  useCase(CHAMPIONSHIPS.EnrolUser, EnrolUser);
  useCase(CHAMPIONSHIPS.ListMoments, ListMoments);
  useCase(CHAMPIONSHIPS.ListRaces, ListRaces);
  useCase(CHAMPIONSHIPS.ListUpcomingRaces, ListUpcomingRaces);
  useCase(CHAMPIONSHIPS.ListAdminRaces, ListAdminRaces);
  useCase(CHAMPIONSHIPS.ListAdminChampionships, ListAdminChampionships);
  useCase(CHAMPIONSHIPS.SetRoundOrder, SetRoundOrder);
  useCase(CHAMPIONSHIPS.GetRace, GetRace);
  useCase(CHAMPIONSHIPS.CreateRace, CreateRace);
  useCase(CHAMPIONSHIPS.UpdateRace, UpdateRace);
  useCase(CHAMPIONSHIPS.DeleteRace, DeleteRace);

  // Entry lists and withdrawal (ADR 0016).
  const entriesDeps = (ctx: ResolutionContext) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    accounts: ctx.get(CHAMPIONSHIPS.Accounts),
    entrants: ctx.get(CHAMPIONSHIPS.Entrants),
    paidEnrolments: ctx.get(CHAMPIONSHIPS.PaidEnrolments),
    outbox: ctx.get(PLATFORM.MailOutbox),
    offers: ctx.get(CHAMPIONSHIPS_PRIVATE.Offers),
    waitlist: ctx.get(CHAMPIONSHIPS_PRIVATE.Waitlist),
    requests: ctx.get(CHAMPIONSHIPS_PRIVATE.Requests),
    carNumbers: ctx.get(CHAMPIONSHIPS_PRIVATE.CarNumbers),
    teams: ctx.get(CHAMPIONSHIPS_PRIVATE.Teams),
    races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races),
    suspensions: ctx.get(CHAMPIONSHIPS.Suspensions),
    enrol: ctx.get(CHAMPIONSHIPS.Enrol),
    payments: ctx.get(CHAMPIONSHIPS.PaymentRecords),
    seasons: ctx.get(CHAMPIONSHIPS.Seasons),
    gates: ctx.get(CHAMPIONSHIPS_PRIVATE.Gates),
    exemptions: ctx.get(CHAMPIONSHIPS_PRIVATE.GateExemptions),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
    audit: ctx.get(PLATFORM.AuditTrail),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  });
  const entriesUseCase = classBinder(bind, entriesDeps);
  // The public list names drivers as public pages do (identity's public-name rule).
  bindClass(bind, CHAMPIONSHIPS.ListEntries, ListEntries, (ctx) => ({ ...entriesDeps(ctx), entrants: ctx.get(CHAMPIONSHIPS.PublicEntrants) }));
  entriesUseCase(CHAMPIONSHIPS.ListEntriesForAdmin, ListEntriesForAdmin);
  entriesUseCase(CHAMPIONSHIPS.WithdrawEnrolment, WithdrawEnrolment);

  // The waiting list (issue #30, docs/adr/0028).
  bindClass(bind, CHAMPIONSHIPS_PRIVATE.Offers, OfferFreedPlaces, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    payments: ctx.get(CHAMPIONSHIPS.PaymentRecords),
    waitlist: ctx.get(CHAMPIONSHIPS_PRIVATE.Waitlist),
    entrants: ctx.get(CHAMPIONSHIPS.Entrants),
    outbox: ctx.get(PLATFORM.MailOutbox),
    notices: ctx.get(PLATFORM.DeviceNotices),
    clock: ctx.get(PLATFORM.Clock),
    tx: ctx.get(PLATFORM.Tx),
    publicUrl: ctx.get(PLATFORM.Config).publicUrl,
  }));
  bind(CHAMPIONSHIPS.FreedPlaces).toService(CHAMPIONSHIPS_PRIVATE.Offers);
  bindClass(bind, CHAMPIONSHIPS.WaitlistJob, WaitlistOffersJob, (ctx) => ({ waitlist: ctx.get(CHAMPIONSHIPS_PRIVATE.Waitlist), offers: ctx.get(CHAMPIONSHIPS_PRIVATE.Offers) }));
  entriesUseCase(CHAMPIONSHIPS.JoinWaitlist, JoinWaitlist);
  entriesUseCase(CHAMPIONSHIPS.LeaveWaitlist, LeaveWaitlist);
  entriesUseCase(CHAMPIONSHIPS.GetMyPlace, GetMyPlace);
  entriesUseCase(CHAMPIONSHIPS.ListMyWaitlists, ListMyWaitlists);
  entriesUseCase(CHAMPIONSHIPS.ReorderWaitlist, ReorderWaitlist);
  entriesUseCase(CHAMPIONSHIPS.OfferPlace, OfferPlace);
  entriesUseCase(CHAMPIONSHIPS.EndOffer, EndOffer);
  entriesUseCase(CHAMPIONSHIPS.DecideEntryRequest, DecideEntryRequest);
  entriesUseCase(CHAMPIONSHIPS.EnterChampionship, EnterChampionship);
  // Car numbers and teams (issue #30, docs/adr/0034).
  entriesUseCase(CHAMPIONSHIPS.ListNumbersAndTeams, ListNumbersAndTeams);
  entriesUseCase(CHAMPIONSHIPS.UpdateMyEntry, UpdateMyEntry);
  entriesUseCase(CHAMPIONSHIPS.AssignCarNumber, AssignCarNumber);
  entriesUseCase(CHAMPIONSHIPS.EntryCarryOver, EntryCarryOver);
  entriesUseCase(CHAMPIONSHIPS.EntryRosters, EntryRosters);
  entriesUseCase(CHAMPIONSHIPS.ListMyEntries, ListMyEntries);
  bindClass(bind, CHAMPIONSHIPS.SignOutOfRace, SignOutOfRace, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    signOuts: ctx.get(CHAMPIONSHIPS_PRIVATE.SignOuts),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
  }));
  bindClass(bind, CHAMPIONSHIPS.RaceAttendance, RaceAttendance, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
    races: ctx.get(CHAMPIONSHIPS_PRIVATE.Races),
    enrolments: ctx.get(CHAMPIONSHIPS_PRIVATE.Enrolments),
    signOuts: ctx.get(CHAMPIONSHIPS_PRIVATE.SignOuts),
    raced: ctx.get(CHAMPIONSHIPS.RacedDrivers),
    entrants: ctx.get(CHAMPIONSHIPS.Entrants),
  }));
  bindClass(bind, CHAMPIONSHIPS.DriverChampionships, DriverChampionships, (ctx) => ({
    championships: ctx.get(CHAMPIONSHIPS_PRIVATE.Championships),
  }));
});
