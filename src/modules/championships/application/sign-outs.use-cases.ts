import type { MySignOutAnswer, RaceAttendanceAnswer, SignOutAnswer, AttendanceState } from '../../../contracts/entries.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, assertMayAct, type Actor } from '../../identity/index.js';
import { raceStartInstant } from '../domain/championship.entity.js';
import { championshipNotFound, raceNotFound } from '../domain/championships.errors.js';
import { notEnteredInRace, notSignedOut, raceStarted } from '../domain/sign-outs.js';
import { toEntryView } from './entry-views.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { RacedDrivers, SignOutRepository } from './ports/sign-out.repository.port.js';

interface Deps {
  championships: ChampionshipRepository;
  races: RaceRepository;
  enrolments: EnrolmentRepository;
  signOuts: SignOutRepository;
  clock: Clock;
  newId: IdGenerator;
  tx: TransactionRunner;
}

/**
 * POST|DELETE /api/carreras/{id}/baja: an entered driver marks 'No podré correr' for a race, or takes
 * it back, until the race's start (Mexico City time); from then on both are refused and nothing changes.
 */
export class SignOutOfRace {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, carreraId: string): Promise<SignOutAnswer> {
    assertMayAct(actor);
    await this.deps.tx.run(async (trx) => {
      const race = await this.check(actor, carreraId, trx);
      await this.deps.signOuts.insert({ id: this.deps.newId(), carreraId, campeonatoId: race.campeonatoId, userId: actor.id, createdAt: this.deps.clock.now().toISOString() }, trx);
    });
    return { success: true, message: 'Listo: avisaste que no podrás correr esta carrera. Puedes retirar el aviso hasta que empiece.', carreraId, baja: true };
  }

  async takeBack(actor: Actor, carreraId: string): Promise<SignOutAnswer> {
    assertMayAct(actor);
    await this.deps.tx.run(async (trx) => {
      await this.check(actor, carreraId, trx);
      if (!(await this.deps.signOuts.remove(carreraId, actor.id, trx))) throw notSignedOut();
    });
    return { success: true, message: 'Retiraste tu aviso: cuentas para esta carrera.', carreraId, baja: false };
  }

  /** GET /api/carreras/{id}/baja: the signed-in driver's own notice. */
  async mine(actor: Actor, carreraId: string): Promise<MySignOutAnswer> {
    const race = await this.deps.races.findById(carreraId);
    if (!race) throw raceNotFound();
    const [inscrito, own] = await Promise.all([this.deps.enrolments.exists(race.campeonatoId, actor.id), this.deps.signOuts.find(carreraId, actor.id)]);
    return { carreraId, inscrito, baja: own !== null, modificable: inscrito && this.deps.clock.now().getTime() < raceStartInstant(race).getTime() };
  }

  private async check(actor: Actor, carreraId: string, trx: unknown) {
    const race = await this.deps.races.findById(carreraId, trx);
    if (!race) throw raceNotFound();
    if (!(await this.deps.championships.lockById(race.campeonatoId, trx))) throw championshipNotFound();
    if (!(await this.deps.enrolments.exists(race.campeonatoId, actor.id, trx))) throw notEnteredInRace();
    if (this.deps.clock.now().getTime() >= raceStartInstant(race).getTime()) throw raceStarted();
    return race;
  }
}

/**
 * GET /api/carreras/{id}/asistencia (admin): each entered driver at the race (signed out, raced,
 * missed it without notice once results are in) with his sign-outs and no-shows across the
 * championship; a driver over the championship's maximum of either is flagged, and the admins decide.
 */
export class RaceAttendance {
  constructor(private readonly deps: Pick<Deps, 'championships' | 'races' | 'enrolments' | 'signOuts'> & { raced: RacedDrivers; entrants: EntrantDirectory }) {}

  async execute(actor: Actor, carreraId: string): Promise<RaceAttendanceAnswer> {
    assertAdmin(actor);
    const race = await this.deps.races.findById(carreraId);
    if (!race) throw raceNotFound();
    const championship = await this.deps.championships.findById(race.campeonatoId);
    if (!championship) throw championshipNotFound();
    const races = await this.deps.races.list({ campeonatoId: championship.id });
    const [enrolments, signOuts, raced] = await Promise.all([
      this.deps.enrolments.listFor(championship.id),
      this.deps.signOuts.listForChampionship(championship.id),
      this.deps.raced.racedIn(races.map((r) => r.id)),
    ]);
    const cards = new Map((await this.deps.entrants.describe(enrolments.map((e) => e.userId))).map((c) => [c.id, c]));
    const signedOut = (raceId: string, userId: string) => signOuts.some((s) => s.carreraId === raceId && s.userId === userId);
    const ran = (raceId: string, userId: string) => {
      const iracingId = cards.get(userId)?.iracingId ?? null;
      return iracingId !== null && (raced.get(raceId)?.has(iracingId) ?? false);
    };
    const stateAt = (raceId: string, userId: string): AttendanceState => {
      if (signedOut(raceId, userId)) return 'baja';
      if (!raced.has(raceId)) return 'sin-resultados';
      return ran(raceId, userId) ? 'corrio' : 'ausente';
    };
    const data = enrolments.map((e) => {
      const bajas = signOuts.filter((s) => s.userId === e.userId).length;
      const ausencias = races.filter((r) => stateAt(r.id, e.userId) === 'ausente').length;
      const marcado = (championship.maxBajas !== null && bajas > championship.maxBajas) || (championship.maxAusencias !== null && ausencias > championship.maxAusencias);
      return { ...toEntryView(e.userId, cards.get(e.userId)), estado: stateAt(carreraId, e.userId), bajas, ausencias, marcado };
    });
    return {
      success: true,
      carreraId,
      campeonatoId: championship.id,
      circuito: race.circuito,
      conResultados: raced.has(carreraId),
      maxBajas: championship.maxBajas,
      maxAusencias: championship.maxAusencias,
      data,
    };
  }
}
