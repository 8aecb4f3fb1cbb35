import type { ServiceIdentifier } from 'inversify';
import type { CheckEnrolment } from './application/check-enrolment.use-case.js';
import type { CreateChampionship } from './application/create-championship.use-case.js';
import type { CreateRace } from './application/create-race.use-case.js';
import type { DeleteChampionship } from './application/delete-championship.use-case.js';
import type { DeleteRace } from './application/delete-race.use-case.js';
import type { Enrol } from './application/enrol.js';
import type { Unenrol } from './application/unenrol.js';
import type { EnrolUser } from './application/enrol-user.use-case.js';
import type { GetChampionship } from './application/get-championship.use-case.js';
import type { GetRace } from './application/get-race.use-case.js';
import type { ListChampionships } from './application/list-championships.use-case.js';
import type { ListMoments } from './application/list-moments.use-case.js';
import type { ListRaces } from './application/list-races.use-case.js';
import type { AccountDirectory } from './application/ports/account-directory.port.js';
import type { ChampionshipRepository } from './application/ports/championship.repository.port.js';
import type { EnrolmentRepository } from './application/ports/enrolment.repository.port.js';
import type { PaymentRecords } from './application/ports/payment-records.port.js';
import type { RaceRepository } from './application/ports/race.repository.port.js';
import type { UpdateChampionship } from './application/update-championship.use-case.js';
import type { UpdateRace } from './application/update-race.use-case.js';

const token = <T>(name: string) => Symbol.for(`championships.${name}`) as ServiceIdentifier<T>;

export const CHAMPIONSHIPS = {
  Championships: token<ChampionshipRepository>('Championships'),
  Races: token<RaceRepository>('Races'),
  Enrolments: token<EnrolmentRepository>('Enrolments'),
  Accounts: token<AccountDirectory>('Accounts'),
  /** Bound by the payments module when it loads first; otherwise no championship has payments or held places. */
  PaymentRecords: token<PaymentRecords>('PaymentRecords'),
  /** The enrolment rule itself, for payment fulfilment (runs inside the caller's transaction). */
  Enrol: token<Enrol>('Enrol'),
  /** Releases one enrolment (a refunded payment's), inside the caller's transaction. */
  Unenrol: token<Unenrol>('Unenrol'),
  ListChampionships: token<ListChampionships>('ListChampionships'),
  GetChampionship: token<GetChampionship>('GetChampionship'),
  CreateChampionship: token<CreateChampionship>('CreateChampionship'),
  UpdateChampionship: token<UpdateChampionship>('UpdateChampionship'),
  DeleteChampionship: token<DeleteChampionship>('DeleteChampionship'),
  CheckEnrolment: token<CheckEnrolment>('CheckEnrolment'),
  EnrolUser: token<EnrolUser>('EnrolUser'),
  ListMoments: token<ListMoments>('ListMoments'),
  ListRaces: token<ListRaces>('ListRaces'),
  GetRace: token<GetRace>('GetRace'),
  CreateRace: token<CreateRace>('CreateRace'),
  UpdateRace: token<UpdateRace>('UpdateRace'),
  DeleteRace: token<DeleteRace>('DeleteRace'),
};
