import { ContainerModule, type ResolutionContext } from 'inversify';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { IDENTITY } from '../identity/index.js';
import { IdentityAccountDirectory } from './adapters/identity/identity-account-directory.js';
import { KnexChampionshipRepository } from './adapters/persistence/championship.repository.knex.js';
import { KnexEnrolmentRepository } from './adapters/persistence/enrolment.repository.knex.js';
import { KnexRaceRepository } from './adapters/persistence/race.repository.knex.js';
import { CheckEnrolment } from './application/check-enrolment.use-case.js';
import { CreateChampionship } from './application/create-championship.use-case.js';
import { CreateRace } from './application/create-race.use-case.js';
import { DeleteChampionship } from './application/delete-championship.use-case.js';
import { DeleteRace } from './application/delete-race.use-case.js';
import { Enrol } from './application/enrol.js';
import { EnrolUser } from './application/enrol-user.use-case.js';
import { ChampionshipEnrolmentDirectory } from './application/enrolment-directory.js';
import { GetChampionship } from './application/get-championship.use-case.js';
import { GetRace } from './application/get-race.use-case.js';
import { ListChampionships } from './application/list-championships.use-case.js';
import { ListMoments } from './application/list-moments.use-case.js';
import { ListRaces } from './application/list-races.use-case.js';
import { noPaymentRecords } from './application/ports/payment-records.port.js';
import { Unenrol } from './application/unenrol.js';
import { UpdateChampionship } from './application/update-championship.use-case.js';
import { UpdateRace } from './application/update-race.use-case.js';
import { CHAMPIONSHIPS } from './championships.tokens.js';

/**
 * Binds championships, races and enrolment. It also answers identity's EnrolmentDirectory port,
 * so it must load before the identity module (which binds a no-op only when nothing did).
 */
export const championshipsModule = new ContainerModule(({ bind, isBound }) => {
  const deps = (ctx: ResolutionContext) => ({
    championships: ctx.get(CHAMPIONSHIPS.Championships),
    races: ctx.get(CHAMPIONSHIPS.Races),
    enrolments: ctx.get(CHAMPIONSHIPS.Enrolments),
    accounts: ctx.get(CHAMPIONSHIPS.Accounts),
    payments: ctx.get(CHAMPIONSHIPS.PaymentRecords),
    enrol: ctx.get(CHAMPIONSHIPS.Enrol),
    storage: ctx.get(PLATFORM.FileStorage),
    clock: ctx.get(PLATFORM.Clock),
    newId: ctx.get(PLATFORM.NewId),
    tx: ctx.get(PLATFORM.Tx),
  });

  bind(CHAMPIONSHIPS.Championships).toDynamicValue((ctx) => new KnexChampionshipRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS.Races).toDynamicValue((ctx) => new KnexRaceRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS.Enrolments).toDynamicValue((ctx) => new KnexEnrolmentRepository(ctx.get(PLATFORM.Knex))).inSingletonScope();
  bind(CHAMPIONSHIPS.Accounts).toDynamicValue((ctx) => new IdentityAccountDirectory(ctx.get(IDENTITY.Users))).inSingletonScope();
  if (!isBound(CHAMPIONSHIPS.PaymentRecords)) bind(CHAMPIONSHIPS.PaymentRecords).toConstantValue(noPaymentRecords);
  bind(CHAMPIONSHIPS.Enrol)
    .toDynamicValue(
      (ctx) =>
        new Enrol({
          championships: ctx.get(CHAMPIONSHIPS.Championships),
          enrolments: ctx.get(CHAMPIONSHIPS.Enrolments),
          payments: ctx.get(CHAMPIONSHIPS.PaymentRecords),
          clock: ctx.get(PLATFORM.Clock),
          newId: ctx.get(PLATFORM.NewId),
          tx: ctx.get(PLATFORM.Tx),
        }),
    )
    .inSingletonScope();
  bind(CHAMPIONSHIPS.Unenrol)
    .toDynamicValue((ctx) => new Unenrol({ enrolments: ctx.get(CHAMPIONSHIPS.Enrolments), tx: ctx.get(PLATFORM.Tx) }))
    .inSingletonScope();
  bind(IDENTITY.Enrolments)
    .toDynamicValue((ctx) => new ChampionshipEnrolmentDirectory({ enrolments: ctx.get(CHAMPIONSHIPS.Enrolments), clock: ctx.get(PLATFORM.Clock) }))
    .inSingletonScope();

  const useCases = [
    [CHAMPIONSHIPS.ListChampionships, ListChampionships],
    [CHAMPIONSHIPS.GetChampionship, GetChampionship],
    [CHAMPIONSHIPS.CreateChampionship, CreateChampionship],
    [CHAMPIONSHIPS.UpdateChampionship, UpdateChampionship],
    [CHAMPIONSHIPS.DeleteChampionship, DeleteChampionship],
    [CHAMPIONSHIPS.CheckEnrolment, CheckEnrolment],
    [CHAMPIONSHIPS.EnrolUser, EnrolUser],
    [CHAMPIONSHIPS.ListMoments, ListMoments],
    [CHAMPIONSHIPS.ListRaces, ListRaces],
    [CHAMPIONSHIPS.GetRace, GetRace],
    [CHAMPIONSHIPS.CreateRace, CreateRace],
    [CHAMPIONSHIPS.UpdateRace, UpdateRace],
    [CHAMPIONSHIPS.DeleteRace, DeleteRace],
  ] as const;
  for (const [id, UseCase] of useCases) {
    // Each use case takes the subset of `deps` it declares; the rest is ignored.
    bind(id as symbol).toDynamicValue((ctx) => new (UseCase as new (d: ReturnType<typeof deps>) => unknown)(deps(ctx))).inSingletonScope();
  }
});
