import type { ServiceIdentifier } from 'inversify';
import type { EnrolmentDirectory } from '../identity/index.js';
import type { ChampionshipDigest } from './application/championship-digest.js';
import type { CompetitionLookup } from './application/competition-lookup.js';
import type { CheckEnrolment } from './application/check-enrolment.use-case.js';
import type { CreateChampionship } from './application/create-championship.use-case.js';
import type { CreateRace } from './application/create-race.use-case.js';
import type { DeleteChampionship } from './application/delete-championship.use-case.js';
import type { DeleteRace } from './application/delete-race.use-case.js';
import type { Enrol } from './application/enrol.js';
import type { EnrolUser } from './application/enrol-user.use-case.js';
import type { EnterChampionship } from './application/enter-championship.use-case.js';
import type { JoinWaitlist } from './application/join-waitlist.use-case.js';
import type { LeaveWaitlist } from './application/leave-waitlist.use-case.js';
import type { GetMyPlace } from './application/get-my-place.use-case.js';
import type { ListMyWaitlists } from './application/list-my-waitlists.use-case.js';
import type { ReorderWaitlist } from './application/reorder-waitlist.use-case.js';
import type { OfferPlace } from './application/offer-place.use-case.js';
import type { EndOffer } from './application/end-offer.use-case.js';
import type { DecideEntryRequest } from './application/decide-entry-request.use-case.js';
import type { WaitlistOffersJob } from './application/waitlist.job.js';
import type { OfferFreedPlaces } from './application/offer-freed-places.js';
import type { GetChampionship } from './application/get-championship.use-case.js';
import type { GetRace } from './application/get-race.use-case.js';
import type { ListChampionships } from './application/list-championships.use-case.js';
import type { ListMoments } from './application/list-moments.use-case.js';
import type { ListRaces } from './application/list-races.use-case.js';
import type { ListUpcomingRaces } from './application/list-upcoming-races.use-case.js';
import type { ListAdminRaces } from './application/list-admin-races.use-case.js';
import type { ListAdminChampionships } from './application/list-admin-championships.use-case.js';
import type { EditionSearch } from './application/ports/edition-search.port.js';
import type { SetRoundOrder } from './application/set-round-order.use-case.js';
import type { AccountDirectory, AdminDirectory } from './application/ports/account-directory.port.js';
import type { PaymentRecords } from './application/ports/payment-records.port.js';
import type { SeasonRules } from './application/ports/season-rules.port.js';
import type { IracingSeasons } from './application/iracing-seasons.js';
import type { RaceLookup } from './application/race-lookup.js';
import type { RaceSchedule } from './application/race-schedule.js';
import type { Unenrol } from './application/unenrol.js';
import type { DriverChampionships } from './application/driver-championships.js';
import type { ListEntries, ListEntriesForAdmin } from './application/list-entries.use-case.js';
import type { EntrantDirectory } from './application/ports/entrant-directory.port.js';
import type { PaidEnrolments } from './application/ports/paid-enrolments.port.js';
import type { WithdrawEnrolment } from './application/withdraw-enrolment.use-case.js';
import type { UpdateChampionship } from './application/update-championship.use-case.js';
import type { UpdateRace } from './application/update-race.use-case.js';
import type { EntryRosters } from './application/entry-rosters.js';
import type { ListMyEntries } from './application/list-my-entries.use-case.js';
import type { RaceAttendance, SignOutOfRace } from './application/sign-outs.use-cases.js';
import type { RacedDrivers } from './application/ports/sign-out.repository.port.js';
import type { DriverRatings } from './application/ports/driver-ratings.port.js';
import type { EntryRules } from './application/entry-gates.js';
import type { GateExemptionRequests, GateExemptions } from './application/gate-exemptions.use-cases.js';
import type { SuspendedDrivers } from './application/ports/suspended-drivers.port.js';
import type { AssignCarNumber, ListNumbersAndTeams, UpdateMyEntry } from './application/entry-details.use-cases.js';

/** What the next season's set-up calls: copies a championship's teams and reserved car numbers into another. */
export interface EntryCarryOverPort {
  copy(fromChampionshipId: string, toChampionshipId: string): Promise<void>;
}

const token = <T>(name: string) => Symbol.for(`championships.${name}`) as ServiceIdentifier<T>;

/**
 * Championships' public face: what it offers other modules (use cases, Enrol, RaceLookup, the
 * EnrolmentDirectory identity needs) and the ports it needs filled, which only the composition root
 * (src/container.ts) binds. Its repositories are in championships.private-tokens.ts.
 */
export const CHAMPIONSHIPS = {
  /** Port filled by the composition root: live accounts (identity's AccountLookup). */
  Accounts: token<AccountDirectory>('Accounts'),
  /** Port filled by the composition root: payments recorded and places held by running checkouts (the payments module's answer). */
  PaymentRecords: token<PaymentRecords>('PaymentRecords'),
  /** Port filled by the composition root: what a season's closure forbids (the seasons module's answer, docs/adr/0033). */
  Seasons: token<SeasonRules>('Seasons'),
  /** Filled by the composition root (the seasons module): the championships a search names by series or season. */
  EditionSearch: token<EditionSearch>('EditionSearch'),
  /** Offered: the enrolment rule itself, for payment fulfilment (runs inside the caller's transaction). */
  Enrol: token<Enrol>('Enrol'),
  /** Offered: releases one enrolment (a refunded payment's), inside the caller's transaction. */
  Unenrol: token<Unenrol>('Unenrol'),
  /** Offered: identity's EnrolmentDirectory port, answered from this module's enrolments. */
  EnrolmentDirectory: token<EnrolmentDirectory>('EnrolmentDirectory'),
  /** Offered: whether a race exists (results links imported events to races). */
  RaceLookup: token<RaceLookup>('RaceLookup'),
  /** Offered: championships (with their protest window), races and who is enrolled, for stewarding. */
  CompetitionLookup: token<CompetitionLookup>('CompetitionLookup'),
  /** Offered: whole championships' races with their sessions and last change, for the calendar feeds. */
  RaceSchedule: token<RaceSchedule>('RaceSchedule'),
  /** Offered: championships by id or creation, races' labels by id, races still to run with who is enrolled (payments, notifications). */
  Digest: token<ChampionshipDigest>('Digest'),
  /** Offered: the championships naming an iRacing league and season, with their races' starts, for the results sync. */
  IracingSeasons: token<IracingSeasons>('IracingSeasons'),
  ListChampionships: token<ListChampionships>('ListChampionships'),
  GetChampionship: token<GetChampionship>('GetChampionship'),
  CreateChampionship: token<CreateChampionship>('CreateChampionship'),
  UpdateChampionship: token<UpdateChampionship>('UpdateChampionship'),
  DeleteChampionship: token<DeleteChampionship>('DeleteChampionship'),
  CheckEnrolment: token<CheckEnrolment>('CheckEnrolment'),
  EnrolUser: token<EnrolUser>('EnrolUser'),
  ListMoments: token<ListMoments>('ListMoments'),
  ListRaces: token<ListRaces>('ListRaces'),
  ListUpcomingRaces: token<ListUpcomingRaces>('ListUpcomingRaces'),
  ListAdminRaces: token<ListAdminRaces>('ListAdminRaces'),
  ListAdminChampionships: token<ListAdminChampionships>('ListAdminChampionships'),
  SetRoundOrder: token<SetRoundOrder>('SetRoundOrder'),
  GetRace: token<GetRace>('GetRace'),
  CreateRace: token<CreateRace>('CreateRace'),
  UpdateRace: token<UpdateRace>('UpdateRace'),
  DeleteRace: token<DeleteRace>('DeleteRace'),
  // Entry lists and withdrawal (ADR 0016).
  /** Port filled by the composition root: drivers' cards (identity's DriverCards). */
  Entrants: token<EntrantDirectory>('Entrants'),
  /** Port filled by the composition root: the same cards as public pages name drivers (identity's DriverCards.describePublic). */
  PublicEntrants: token<EntrantDirectory>('PublicEntrants'),
  /** Port filled by the composition root: completed payments by driver (the payments module's answer). */
  PaidEnrolments: token<PaidEnrolments>('PaidEnrolments'),
  /** Offered: the championships a driver entered, for driver pages. */
  DriverChampionships: token<DriverChampionships>('DriverChampionships'),
  ListEntries: token<ListEntries>('ListEntries'),
  ListEntriesForAdmin: token<ListEntriesForAdmin>('ListEntriesForAdmin'),
  WithdrawEnrolment: token<WithdrawEnrolment>('WithdrawEnrolment'),
  /** A driver enters a free championship himself (issue #30, slice 0). */
  EnterChampionship: token<EnterChampionship>('EnterChampionship'),
  // The waiting list (issue #30, docs/adr/0028).
  /** Offered: gives the places nobody holds to the queue; payments calls it when a checkout's hold ends. */
  FreedPlaces: token<Pick<OfferFreedPlaces, 'execute'>>('FreedPlaces'),
  /** Offered: the scheduler's job that moves lapsed offers on and offers places freed by time. */
  WaitlistJob: token<WaitlistOffersJob>('WaitlistJob'),
  JoinWaitlist: token<JoinWaitlist>('JoinWaitlist'),
  LeaveWaitlist: token<LeaveWaitlist>('LeaveWaitlist'),
  GetMyPlace: token<GetMyPlace>('GetMyPlace'),
  ListMyWaitlists: token<ListMyWaitlists>('ListMyWaitlists'),
  ReorderWaitlist: token<ReorderWaitlist>('ReorderWaitlist'),
  OfferPlace: token<OfferPlace>('OfferPlace'),
  EndOffer: token<EndOffer>('EndOffer'),
  /** Approval of entries where a championship requires it (issue #30). */
  DecideEntryRequest: token<DecideEntryRequest>('DecideEntryRequest'),
  // Car numbers and teams (issue #30, docs/adr/0034).
  ListNumbersAndTeams: token<ListNumbersAndTeams>('ListNumbersAndTeams'),
  UpdateMyEntry: token<UpdateMyEntry>('UpdateMyEntry'),
  AssignCarNumber: token<AssignCarNumber>('AssignCarNumber'),
  /** Offered: copies a championship's teams and reserved car numbers into another (the next season). */
  EntryCarryOver: token<EntryCarryOverPort>('EntryCarryOver'),
  /** Offered: entered drivers' car numbers and teams, for the standings. */
  EntryRosters: token<EntryRosters>('EntryRosters'),
  // Race sign-outs and attendance (issue #30, docs/adr/0034).
  /** Port filled by the composition root: the iRacing ids that raced each race with results (results' ScoredSessionResults). */
  RacedDrivers: token<RacedDrivers>('RacedDrivers'),
  /** Port filled by the composition root: who is suspended from which race (STEWARDING.Suspensions), shown on the entry. */
  Suspensions: token<SuspendedDrivers>('Suspensions'),
  SignOutOfRace: token<SignOutOfRace>('SignOutOfRace'),
  ListMyEntries: token<ListMyEntries>('ListMyEntries'),
  RaceAttendance: token<RaceAttendance>('RaceAttendance'),
  // Licence and iRating gates (issue #30, docs/adr/0037).
  /** Port filled by the composition root: drivers' licence and iRating per category (results' latest figures, iRacing's where connected). */
  DriverRatings: token<DriverRatings>('DriverRatings'),
  /** Offered: what a driver's own way in asks before any lock (priority window, licence gate); payments' checkout asks it. */
  EntryRules: token<EntryRules>('EntryRules'),
  GateExemptions: token<GateExemptions>('GateExemptions'),
  /** A driver whose licence the site does not know asks for an exemption; the admins grant or decline it. */
  GateExemptionRequests: token<GateExemptionRequests>('GateExemptionRequests'),
  /** Port filled by the composition root: the live admins, e-mailed when a driver asks for an exemption (identity's AccountLookup). */
  Admins: token<AdminDirectory>('Admins'),
};
