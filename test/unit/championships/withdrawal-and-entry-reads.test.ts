import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { CheckEnrolment } from '../../../src/modules/championships/application/check-enrolment.use-case.js';
import { MOMENTS_LOST, MOMENTS_PAGE } from '../../../src/contracts/championships.views.js';
import { ListMoments } from '../../../src/modules/championships/application/list-moments.use-case.js';
import { ListMyWaitlists } from '../../../src/modules/championships/application/list-my-waitlists.use-case.js';
import { OfferFreedPlaces } from '../../../src/modules/championships/application/offer-freed-places.js';
import type { Enrolment } from '../../../src/modules/championships/application/ports/enrolment.repository.port.js';
import { WithdrawEnrolment } from '../../../src/modules/championships/application/withdraw-enrolment.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError, statusOf } from '../../../src/platform/errors.js';
import {
  aChampionship,
  aRace,
  MemoryAccounts,
  MemoryCarNumbers,
  MemoryChampionships,
  MemoryEnrolments,
  MemoryEntrants,
  MemoryRaces,
  MemoryTeams,
  MemoryWaitlist,
} from '../../support/in-memory/championships.js';
import { aCheckout, MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions } from '../../support/in-memory/transactions.js';

const NAMES = ['ana', 'beto', 'caro'];
const accounts = NAMES.map((id) => ({ id, nombre: id[0]!.toUpperCase() + id.slice(1), apellido: 'Prueba', email: `${id}@ejemplo.test` }));
const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const entry = (campeonatoId: string, userId: string): Enrolment => ({ id: `${campeonatoId}-${userId}`, campeonatoId, userId, origen: 'propia', createdAt: '2026-03-01T00:00:00.000Z' });
const queued = (campeonatoId: string, userId: string, orden: number, ofertaVenceEn: string | null = null) => ({
  id: `${campeonatoId}-q-${userId}`,
  campeonatoId,
  userId,
  orden,
  createdAt: '2026-03-02T00:00:00.000Z',
  ofertaCreadaEn: ofertaVenceEn ? '2026-03-30T18:00:00.000Z' : null,
  ofertaVenceEn,
});

/** A full championship of two places (ana and beto entered, caro waiting), every store in memory. */
async function league() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const waitlist = new MemoryWaitlist();
  const outbox = new MemoryOutbox();
  const carNumbers = new MemoryCarNumbers();
  const teams = new MemoryTeams();
  const races = new MemoryRaces();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, outbox, carNumbers, teams, log);
  const entrants = new MemoryEntrants(accounts);
  const offers = new OfferFreedPlaces({ championships, enrolments, payments, waitlist, entrants, outbox, clock, tx, publicUrl: 'https://parrilla.test' });
  await championships.insert(aChampionship({ id: 'copa', participantesMaximos: 2, precioCentavos: 0 }));
  await enrolments.insert(entry('copa', 'ana'));
  await enrolments.insert(entry('copa', 'beto'));
  await waitlist.insert(queued('copa', 'caro', 1));
  await carNumbers.save({ id: 'n1', campeonatoId: 'copa', userId: 'ana', numero: 7, reservado: false, createdAt: '2026-03-01T00:00:00.000Z' });
  return {
    clock,
    log,
    championships,
    enrolments,
    payments,
    waitlist,
    outbox,
    races,
    carNumbers,
    withdraw: new WithdrawEnrolment({
      championships,
      enrolments,
      accounts: new MemoryAccounts(accounts),
      entrants,
      paidEnrolments: payments,
      outbox,
      offers,
      tx,
      audit,
      publicUrl: 'https://parrilla.test/',
      carNumbers,
      teams,
    }),
    check: new CheckEnrolment({ enrolments }),
    moments: new ListMoments({ championships, races }),
    myQueues: new ListMyWaitlists({ championships, waitlist, clock }),
  };
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('Withdrawing an entry and reading one’s entries, over stores in memory', () => {
  it('withdraws a driver by e-mail: the place is freed and offered to the first waiting, his number given back, and he is told', async () => {
    const l = await league();
    const answer = await l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: ' ANA@ejemplo.test ' });
    expect(answer).to.deep.equal({
      success: true,
      message: 'Inscripción retirada: el lugar quedó libre.',
      campeonatoId: 'copa',
      usuarioId: 'ana',
      pagoId: null,
      reembolsoPendiente: false,
      participantesRegistrados: 1,
    });
    expect(await l.check.execute(driver('ana'), 'copa')).to.equal(false);
    expect(await l.carNumbers.listFor('copa')).to.deep.equal([]);
    expect(l.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([
      ['ana@ejemplo.test', 'Tu inscripción en Copa Bajío fue retirada'],
      ['caro@ejemplo.test', 'Se liberó un lugar para ti en Copa Bajío'],
    ]);
    expect(l.outbox.queued[0]!.text).to.include('https://parrilla.test/campeonatos/copa').and.not.include('reembolso');
    expect((await l.waitlist.listFor('copa'))[0]!.ofertaVenceEn).to.equal('2026-04-03T18:00:00.000Z');
  });

  it('names the payment of a paid entry for the admin to refund, and tells the driver a refund will follow', async () => {
    const l = await league();
    await l.payments.insert(aCheckout({ id: 'pago-1', userId: 'beto', campeonatoId: 'copa', createdAt: '2026-03-01T00:00:00.000Z', estado: 'completado', fechaCompletado: '2026-03-01T00:05:00.000Z' }));
    const answer = await l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: 'beto' });
    expect([answer.pagoId, answer.reembolsoPendiente, answer.message]).to.deep.equal([
      'pago-1',
      true,
      'Inscripción retirada: el lugar quedó libre. La inscripción estaba pagada: reembolsa el pago en Pagos.',
    ]);
    expect(l.outbox.queued[0]!.text).to.include('un administrador se encargará del reembolso');
    expect((await l.payments.findById('pago-1'))?.estado, 'money is never moved here').to.equal('completado');
  });

  it('refuses a withdrawal to a driver, without a driver named, for someone not entered or an unknown championship, changing nothing', async () => {
    const l = await league();
    const forbidden = await refusal(l.withdraw.execute(driver('beto'), { campeonatoId: 'copa', usuario: 'ana' }));
    expect([statusOf(forbidden), forbidden.message]).to.deep.equal([403, 'Acceso solo para administradores']);
    const empty = await refusal(l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: '   ' }));
    expect([statusOf(empty), empty.errors]).to.deep.equal([400, { usuario: 'Indica el piloto (correo o id) cuya inscripción quieres retirar' }]);
    const stranger = await refusal(l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: 'caro' }));
    expect([statusOf(stranger), stranger.message]).to.deep.equal([404, 'El piloto no está inscrito en este campeonato']);
    expect((await refusal(l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: 'nadie@ejemplo.test' }))).code).to.equal('NOT_ENROLLED');
    const unknown = await refusal(l.withdraw.execute(admin, { campeonatoId: 'nada', usuario: 'ana' }));
    expect([statusOf(unknown), unknown.message]).to.deep.equal([404, 'Campeonato no encontrado']);
    expect(await l.enrolments.countFor('copa')).to.equal(2);
    expect(l.outbox.queued).to.deep.equal([]);
    expect((await l.waitlist.listFor('copa'))[0]!.ofertaVenceEn).to.equal(null);
  });

  it('withdraws a deleted account’s entry by its id, with no mail to send', async () => {
    const l = await league();
    await l.enrolments.insert(entry('copa', 'borrado'));
    const answer = await l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: 'borrado' });
    expect(answer.usuarioId).to.equal('borrado');
    expect(l.outbox.queued.map((m) => m.to)).to.deep.equal([]);
  });

  it('says whether the signed-in driver is entered, in that championship only', async () => {
    const l = await league();
    await l.championships.insert(aChampionship({ id: 'gt' }));
    expect(await l.check.execute(driver('ana'), 'copa')).to.equal(true);
    expect(await l.check.execute(driver('ana'), 'gt')).to.equal(false);
    expect(await l.check.execute(driver('caro'), 'copa')).to.equal(false);
  });

  it('lists each championship with a video, with its races’ video links, the latest start first', async () => {
    const l = await league();
    l.championships.races = l.races;
    await l.championships.insert(aChampionship({ id: 'gt', nombreCampeonato: 'GT', fechaInicio: '2026-09-01T00:00:00.000Z' }));
    await l.races.insert(aRace({ id: 'r2', campeonatoId: 'copa', fechaInicio: '2026-05-01T00:00:00.000Z', videos: ['https://youtu.be/abcdefghijk'] }));
    await l.races.insert(aRace({ id: 'r1', campeonatoId: 'copa', fechaInicio: '2026-04-01T00:00:00.000Z', circuito: 'Monza' }));
    const moments = await l.moments.execute();
    // 'GT' has no video yet: it has nothing to show in the moments.
    expect(moments.data.map((c) => [c.id, c.carreras.map((r) => [r.id, r.circuito, r.videos])])).to.deep.equal([
      [
        'copa',
        [
          ['r1', 'Monza', []],
          ['r2', 'Autódromo Hermanos Rodríguez', ['https://youtu.be/abcdefghijk']],
        ],
      ],
    ]);
    expect(moments.siguiente).to.equal(null);
    await l.races.insert(aRace({ id: 'r3', campeonatoId: 'gt', fechaInicio: '2026-09-10T00:00:00.000Z', videos: ['https://youtu.be/bcdefghijkl'] }));
    expect((await l.moments.execute()).data.map((c) => c.id)).to.deep.equal(['gt', 'copa']);
  });

  it('pages the moments by MOMENTS_PAGE, the latest start first, without gaps or repeats when starts tie, asking one more than a page', async () => {
    const l = await league();
    l.championships.races = l.races;
    await l.championships.delete('copa');
    const expected: string[] = [];
    for (let i = 0; i < MOMENTS_PAGE + 3; i++) {
      // Two a month, so starts tie and the id breaks the tie.
      const id = `c-${String(i).padStart(2, '0')}`;
      await l.championships.insert(aChampionship({ id, nombreCampeonato: `Copa ${i}`, fechaInicio: `2025-${String(12 - Math.floor(i / 2)).padStart(2, '0')}-01T00:00:00.000Z` }));
      await l.races.insert(aRace({ id: `r-${id}`, campeonatoId: id, videos: ['https://youtu.be/abcdefghijk'] }));
    }
    await l.championships.insert(aChampionship({ id: 'sin-video', fechaInicio: '2026-01-01T00:00:00.000Z' }));
    for (let m = 0; m < 8; m++) for (const i of [m * 2 + 1, m * 2]) if (i < MOMENTS_PAGE + 3) expected.push(`c-${String(i).padStart(2, '0')}`);
    const asked: number[] = [];
    const withVideos = l.championships.withVideos.bind(l.championships);
    l.championships.withVideos = (page) => {
      asked.push(page.limit);
      return withVideos(page);
    };
    const first = await l.moments.execute();
    expect(first.data.map((c) => c.id)).to.deep.equal(expected.slice(0, MOMENTS_PAGE));
    const second = await l.moments.execute(first.siguiente!);
    expect(second.data.map((c) => c.id)).to.deep.equal(expected.slice(MOMENTS_PAGE));
    expect(second.siguiente).to.equal(null);
    expect(asked).to.deep.equal([MOMENTS_PAGE + 1, MOMENTS_PAGE + 1]);
  });

  it('refuses a moments page no page gave, in Spanish', async () => {
    const l = await league();
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const desde of ['no es un lugar', forged(['ayer', 'x']), forged(['2026-01-01T00:00:00.000Z', '']), forged({}), ['a', 'b']]) {
      const error = await refusal(l.moments.execute(desde));
      expect(error.message).to.equal(MOMENTS_LOST);
      expect(statusOf(error)).to.equal(400);
    }
  });

  it('lists the queues a driver waits in with his place, the price and only a live offer', async () => {
    const l = await league();
    await l.championships.insert(aChampionship({ id: 'gt', nombreCampeonato: 'GT', precioCentavos: 12_550 }));
    await l.waitlist.insert(queued('gt', 'beto', 1));
    await l.waitlist.insert(queued('gt', 'caro', 2, '2026-04-02T18:00:00.000Z'));
    await l.waitlist.insert(queued('copa', 'beto', 2, '2026-04-01T17:00:00.000Z'));
    const caro = await l.myQueues.execute(driver('caro'));
    expect(caro.data.map((q) => [q.campeonatoId, q.precio, q.posicion, q.total, q.ofertaVenceEn])).to.have.deep.members([
      ['copa', 0, 1, 2, null],
      ['gt', 125.5, 2, 2, '2026-04-02T18:00:00.000Z'],
    ]);
    const beto = await l.myQueues.execute(driver('beto'));
    expect(beto.data.find((q) => q.campeonatoId === 'copa')?.ofertaVenceEn, 'an offer gone by is not shown').to.equal(null);
    expect((await l.myQueues.execute(driver('ana'))).data).to.deep.equal([]);
  });

  it('records the admin who withdrew an entry, once, and nothing for a withdrawal refused', async () => {
    const l = await league();
    await l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: 'beto' });
    await refusal(l.withdraw.execute(admin, { campeonatoId: 'copa', usuario: 'beto' }));
    expect(l.log.entries.map((e) => [e.actorId, e.accion, e.objetoId, e.cambios])).to.deep.equal([
      ['admin-1', 'inscripcion.quitada', 'copa', [{ campo: 'origen', antes: 'propia', despues: null }, { campo: 'piloto', antes: 'beto', despues: null }]],
    ]);
  });
});
