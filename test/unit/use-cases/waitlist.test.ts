import { memoryAudit } from '../../support/in-memory/audit.js';
import { expect } from 'chai';
import { Enrol } from '../../../src/modules/championships/application/enrol.js';
import { EndOffer } from '../../../src/modules/championships/application/end-offer.use-case.js';
import { EnterChampionship } from '../../../src/modules/championships/application/enter-championship.use-case.js';
import { GetMyPlace } from '../../../src/modules/championships/application/get-my-place.use-case.js';
import { JoinWaitlist } from '../../../src/modules/championships/application/join-waitlist.use-case.js';
import { LeaveWaitlist } from '../../../src/modules/championships/application/leave-waitlist.use-case.js';
import { OfferFreedPlaces } from '../../../src/modules/championships/application/offer-freed-places.js';
import { OfferPlace } from '../../../src/modules/championships/application/offer-place.use-case.js';
import { ReorderWaitlist } from '../../../src/modules/championships/application/reorder-waitlist.use-case.js';
import { Unenrol } from '../../../src/modules/championships/application/unenrol.js';
import { WaitlistOffersJob } from '../../../src/modules/championships/application/waitlist.job.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { aChampionship, MemoryAccounts, MemoryChampionships, MemoryEnrolments, MemoryEntrants, MemoryEntryRequests, MemoryWaitlist } from '../../support/in-memory/championships.js';
import { aCheckout, MemoryPayments } from '../../support/in-memory/payments.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const NAMES = ['ana', 'beto', 'caro', 'dani', 'eli', 'fer'];
const accounts = NAMES.map((id) => ({ id, nombre: id[0]!.toUpperCase() + id.slice(1), apellido: 'Prueba', email: `${id}@ejemplo.test` }));
const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
const HOUR = 3_600_000;

/** A championship of 3 places and six drivers, every store in memory, the production classes wired by hand. */
function league(fields: Parameters<typeof aChampionship>[0] = {}) {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const championships = new MemoryChampionships();
  const enrolments = new MemoryEnrolments();
  const payments = new MemoryPayments();
  const waitlist = new MemoryWaitlist();
  const outbox = new MemoryOutbox();
  const { audit, log } = memoryAudit(clock);
  const tx = new MemoryTransactions(championships, enrolments, payments, waitlist, outbox, log);
  const entrants = new MemoryEntrants(accounts);
  const accountDirectory = new MemoryAccounts(accounts);
  const newId = sequentialIds('id');
  const enrol = new Enrol({ championships, enrolments, payments, waitlist, clock, newId, tx });
  const offers = new OfferFreedPlaces({ championships, enrolments, payments, waitlist, entrants, outbox, clock, tx, publicUrl: 'https://parrilla.test' });
  const places = { championships, enrolments, payments, waitlist, entrants, clock, tx, audit };
  void championships.insert(aChampionship({ id: 'copa', participantesMaximos: 3, precioCentavos: 0, horasParaAceptar: 48, ...fields }));
  return {
    clock,
    log,
    enrolments,
    payments,
    waitlist,
    outbox,
    enrol,
    offers,
    enter: new EnterChampionship({ championships, enrolments, enrol, accounts: accountDirectory, outbox, requests: new MemoryEntryRequests(), clock, newId, tx, publicUrl: 'https://parrilla.test' }),
    join: new JoinWaitlist({ ...places, enrol, accounts: accountDirectory, newId }),
    leave: new LeaveWaitlist({ championships, waitlist, offers, clock, tx }),
    myPlace: new GetMyPlace({ ...places, requests: new MemoryEntryRequests() }),
    unenrol: new Unenrol({ enrolments, offers, tx }),
    reorder: new ReorderWaitlist(places),
    offerByHand: new OfferPlace({ ...places, offers }),
    endOffer: new EndOffer({ ...places, offers, outbox }),
    job: new WaitlistOffersJob({ waitlist, offers }),
    queue: async () => (await waitlist.listFor('copa')).map((e) => [e.userId, e.ofertaVenceEn]),
    subjects: () => outbox.queued.map((m) => `${m.to.split('@')[0]}: ${m.subject}`),
  };
}

/** Ana, Beto and Caro entered; Dani, Eli and Fer waiting in that order. */
async function fullWithQueue(fields: Parameters<typeof aChampionship>[0] = {}) {
  const l = league(fields);
  for (const id of ['ana', 'beto', 'caro']) await l.enrol.execute({ campeonatoId: 'copa', userId: id, origen: 'admin' });
  for (const id of ['dani', 'eli', 'fer']) await l.join.execute(driver(id), 'copa');
  l.outbox.queued = [];
  return l;
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call was refused').to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('The waiting list over stores in memory', () => {
  it('queues drivers of a full championship in order and tells each his place', async () => {
    const l = league();
    for (const id of ['ana', 'beto', 'caro']) await l.enrol.execute({ campeonatoId: 'copa', userId: id, origen: 'admin' });
    const dani = await l.join.execute(driver('dani'), 'copa');
    const eli = await l.join.execute(driver('eli'), 'copa');
    expect([dani.posicion, eli.posicion, eli.total]).to.deep.equal([1, 2, 2]);
    expect(eli.message).to.equal('Te uniste a la lista de espera: eres el número 2.');
    expect(await l.myPlace.execute(driver('eli'), 'copa')).to.deep.equal({
      inscrito: false,
      lleno: true,
      enListaDeEspera: 2,
      numeroAuto: null,
      equipo: null,
      solicitud: null,
      listaEspera: { posicion: 2, total: 2, ofertaVenceEn: null, ofertaVencida: false },
      prioridadHasta: null,
      ofertaTerminada: null,
    });
  });

  it('refuses joining twice, joining while a place is free and joining once entered, storing nothing', async () => {
    const l = league();
    await l.enrol.execute({ campeonatoId: 'copa', userId: 'ana', origen: 'admin' });
    const free = await refusal(l.join.execute(driver('beto'), 'copa'));
    expect([free.code, free.message, free.errors]).to.deep.equal(['PLACES_FREE', 'Todavía hay lugares: inscríbete directamente, sin lista de espera', { campeonatoId: 'Todavía hay lugares en este campeonato' }]);
    expect((await refusal(l.join.execute(driver('ana'), 'copa'))).code).to.equal('ALREADY_ENROLLED');
    for (const id of ['beto', 'caro']) await l.enrol.execute({ campeonatoId: 'copa', userId: id, origen: 'admin' });
    await l.join.execute(driver('dani'), 'copa');
    const twice = await refusal(l.join.execute(driver('dani'), 'copa'));
    expect([twice.code, twice.message]).to.deep.equal(['ALREADY_QUEUED', 'Ya estás en la lista de espera de este campeonato']);
    expect(await l.queue()).to.deep.equal([['dani', null]]);
  });

  it('offers a withdrawn driver’s place to the first in the queue, by e-mail with a deadline 48 h away, and counts it as taken', async () => {
    const l = await fullWithQueue();
    await l.unenrol.execute({ campeonatoId: 'copa', userId: 'beto' });
    expect(await l.queue()).to.deep.equal([
      ['dani', '2026-04-03T18:00:00.000Z'],
      ['eli', null],
      ['fer', null],
    ]);
    expect(l.subjects()).to.deep.equal(['dani: Se liberó un lugar para ti en Copa Bajío']);
    expect(l.outbox.queued[0]!.text).to.include('3 de abril de 2026 a las 12:00 (hora del centro de México)');
    expect(l.outbox.queued[0]!.text).to.include('confirma tu inscripción');
    // The reserved place is taken: no one else enters or is offered it.
    expect((await refusal(l.enrol.execute({ campeonatoId: 'copa', userId: 'eli', origen: 'admin' }))).code).to.equal('CHAMPIONSHIP_FULL');
    expect(await l.offers.execute('copa')).to.deep.equal({ ofrecidos: 0, vencidos: 0 });
    expect((await l.myPlace.execute(driver('dani'), 'copa')).listaEspera).to.deep.equal({ posicion: 1, total: 3, ofertaVenceEn: '2026-04-03T18:00:00.000Z', ofertaVencida: false });
  });

  it('enters the offered driver when he confirms a free championship, ending his wait', async () => {
    const l = await fullWithQueue();
    await l.unenrol.execute({ campeonatoId: 'copa', userId: 'beto' });
    const answer = await l.enter.execute(driver('dani'), 'copa');
    expect(answer.participantesRegistrados).to.equal(3);
    expect(await l.waitlist.outcomeOf('copa', 'dani')).to.deep.include({ resultado: 'aceptada' });
    expect(await l.queue()).to.deep.equal([
      ['eli', null],
      ['fer', null],
    ]);
    expect((await l.enrolments.listFor('copa')).map((e) => e.userId)).to.deep.equal(['ana', 'caro', 'dani']);
  });

  it('moves an unanswered offer to the next when its deadline passes, telling both, and refuses the late answer', async () => {
    const l = await fullWithQueue();
    await l.unenrol.execute({ campeonatoId: 'copa', userId: 'beto' });
    l.clock.advance(48 * HOUR);
    const late = await refusal(l.enter.execute(driver('dani'), 'copa'));
    // Not moved on yet: nothing says it went to the next.
    expect([late.code, late.message]).to.deep.equal(['OFFER_EXPIRED', 'Tu lugar ofrecido venció el 03/04/2026 12:00 (hora del centro de México): ya no puedes tomarlo.']);
    expect(await l.job.run()).to.equal('1 lugar ofrecido, 1 oferta vencida');
    // His row left the queue; the outcome stays, and his late answer still gets the offer's own refusal, not 'Cupos agotados'.
    const later = await refusal(l.enter.execute(driver('dani'), 'copa'));
    expect([later.code, later.message]).to.deep.equal(['OFFER_EXPIRED', 'Tu lugar ofrecido venció el 03/04/2026 12:00 (hora del centro de México) y pasó al siguiente de la lista de espera.']);
    expect(await l.waitlist.outcomeOf('copa', 'dani')).to.deep.include({ resultado: 'vencida', ofertaVenceEn: '2026-04-03T18:00:00.000Z' });
    expect((await l.myPlace.execute(driver('dani'), 'copa')).ofertaTerminada).to.deep.equal({ resultado: 'vencida', ofertaVenceEn: '2026-04-03T18:00:00.000Z', fecha: '2026-04-03T18:00:00.000Z' });
    expect(await l.queue()).to.deep.equal([
      ['eli', '2026-04-05T18:00:00.000Z'],
      ['fer', null],
    ]);
    expect(l.subjects()).to.deep.equal(['dani: Se liberó un lugar para ti en Copa Bajío', 'dani: Venció el lugar que te ofrecimos en Copa Bajío', 'eli: Se liberó un lugar para ti en Copa Bajío']);
    expect(await l.job.run(), 'a second pass finds nothing to do').to.equal('0 lugares ofrecidos, 0 ofertas vencidas');
  });

  it('offers a place freed by a checkout’s hold running out to the first in the queue, and lets the offered driver pay for it', async () => {
    const l = league({ precioCentavos: 50_000 });
    for (const id of ['ana', 'beto']) await l.enrol.execute({ campeonatoId: 'copa', userId: id, origen: 'pago' });
    await l.payments.insert(aCheckout({ id: 'pago-caro', userId: 'caro', campeonatoId: 'copa', createdAt: l.clock.now().toISOString() }));
    await l.join.execute(driver('dani'), 'copa');
    await l.join.execute(driver('eli'), 'copa');
    expect(await l.job.run(), 'the hold still runs').to.equal('0 lugares ofrecidos, 0 ofertas vencidas');
    l.clock.advance(31 * 60_000);
    expect(await l.job.run()).to.equal('1 lugar ofrecido, 0 ofertas vencidas');
    expect(l.outbox.queued.at(-1)!.text).to.include('paga tu inscripción');
    // Caro's checkout is gone and Dani's offer holds the place: Caro is refused, Dani may start paying.
    expect((await refusal(l.enrol.checkPlace({ campeonatoId: 'copa', userId: 'caro' }, { memory: true } as never))).code).to.equal('CHAMPIONSHIP_FULL');
    await l.payments.insert(aCheckout({ id: 'pago-dani', userId: 'dani', campeonatoId: 'copa', createdAt: l.clock.now().toISOString() }));
    await l.enrol.execute({ campeonatoId: 'copa', userId: 'dani', origen: 'pago' });
    expect(await l.queue()).to.deep.equal([['eli', null]]);
    expect(await l.enrolments.countFor('copa')).to.equal(3);
  });

  it('keeps the place of an offered driver whose deadline passes while his checkout runs', async () => {
    const l = await fullWithQueue({ precioCentavos: 50_000, horasParaAceptar: 1 });
    await l.unenrol.execute({ campeonatoId: 'copa', userId: 'beto' });
    l.clock.advance(50 * 60_000);
    await l.payments.insert(aCheckout({ id: 'pago-dani', userId: 'dani', campeonatoId: 'copa', createdAt: l.clock.now().toISOString() }));
    l.clock.advance(20 * 60_000);
    expect(await l.job.run()).to.equal('0 lugares ofrecidos, 0 ofertas vencidas');
    await l.enrol.execute({ campeonatoId: 'copa', userId: 'dani', origen: 'pago' });
    expect(await l.enrolments.countFor('copa')).to.equal(3);
  });

  it('gives the next the offer of a driver who leaves the queue while offered', async () => {
    const l = await fullWithQueue();
    await l.unenrol.execute({ campeonatoId: 'copa', userId: 'beto' });
    expect((await l.leave.execute(driver('dani'), 'copa')).message).to.equal('Saliste de la lista de espera.');
    expect((await l.queue()).map(([id, offer]) => [id, offer !== null])).to.deep.equal([
      ['eli', true],
      ['fer', false],
    ]);
    expect((await refusal(l.leave.execute(driver('dani'), 'copa'))).code).to.equal('NOT_QUEUED');
  });

  it('makes exactly one offer per freed place however many passes run at once', async () => {
    const l = await fullWithQueue();
    await l.enrolments.remove('copa', 'ana');
    await l.enrolments.remove('copa', 'beto');
    const passes = await Promise.all(Array.from({ length: 5 }, () => l.offers.execute('copa')));
    expect(passes.reduce((n, p) => n + p.ofrecidos, 0)).to.equal(2);
    expect((await l.queue()).filter(([, offer]) => offer !== null).map(([id]) => id)).to.deep.equal(['dani', 'eli']);
    expect(l.outbox.queued).to.have.length(2);
  });

  it('lets an admin reorder the queue, offer a free place by hand out of order and end an offer early so it goes to the next', async () => {
    const l = await fullWithQueue();
    const reordered = await l.reorder.execute(admin, 'copa', { usuarioIds: ['fer', 'dani', 'eli'] });
    expect(reordered.listaEspera.map((w) => [w.usuarioId, w.posicion])).to.deep.equal([
      ['fer', 1],
      ['dani', 2],
      ['eli', 3],
    ]);
    expect((await refusal(l.reorder.execute(admin, 'copa', { usuarioIds: ['fer', 'dani'] }))).code).to.equal('QUEUE_CHANGED');
    expect((await refusal(l.offerByHand.execute(admin, 'copa', 'eli'))).code, 'no place is free').to.equal('NO_FREE_PLACE');

    await l.enrolments.remove('copa', 'ana');
    const byHand = await l.offerByHand.execute(admin, 'copa', 'eli');
    expect(byHand.listaEspera.filter((w) => w.ofertaVenceEn).map((w) => w.usuarioId)).to.deep.equal(['eli']);
    expect((await refusal(l.offerByHand.execute(admin, 'copa', 'eli'))).code).to.equal('OFFER_OPEN');

    const ended = await l.endOffer.execute(admin, 'copa', 'eli');
    expect(ended.message).to.equal('Oferta terminada: el lugar pasó al siguiente de la lista.');
    expect(await l.waitlist.outcomeOf('copa', 'eli')).to.deep.include({ resultado: 'rechazada' });
    const declined = await refusal(l.enrol.execute({ campeonatoId: 'copa', userId: 'eli', origen: 'propia' }));
    expect([declined.code, declined.message]).to.deep.equal(['OFFER_DECLINED', 'El lugar que te ofrecimos ya no es tuyo: salió de la lista de espera y pasó al siguiente. Puedes volver a unirte a la lista.']);
    expect(ended.listaEspera.map((w) => [w.usuarioId, w.ofertaVenceEn !== null])).to.deep.equal([
      ['fer', true],
      ['dani', false],
    ]);
    expect(l.subjects()).to.deep.equal([
      'eli: Se liberó un lugar para ti en Copa Bajío',
      'eli: Terminó el lugar que te ofrecimos en Copa Bajío',
      'fer: Se liberó un lugar para ti en Copa Bajío',
    ]);
    expect((await refusal(l.endOffer.execute(admin, 'copa', 'dani'))).code).to.equal('NO_OPEN_OFFER');
    expect((await refusal(l.reorder.execute(driver('dani'), 'copa', { usuarioIds: [] }))).code).to.equal('ADMIN_ONLY');
  });

  it('records each change an admin makes to the queue once: the order, an offer by hand and an offer ended, nothing for the same order again or a refusal', async () => {
    const l = await fullWithQueue();
    await l.reorder.execute(admin, 'copa', { usuarioIds: ['fer', 'dani', 'eli'] });
    await l.reorder.execute(admin, 'copa', { usuarioIds: ['fer', 'dani', 'eli'] });
    await l.enrolments.remove('copa', 'ana');
    await l.offerByHand.execute(admin, 'copa', 'eli');
    await refusal(l.offerByHand.execute(admin, 'copa', 'eli'));
    await l.endOffer.execute(admin, 'copa', 'eli');
    await refusal(l.endOffer.execute(admin, 'copa', 'eli'));
    expect(l.log.entries.map((e) => [e.actorId, e.accion, e.objetoTipo, e.objetoId])).to.deep.equal([
      ['admin-1', 'lista-espera.reordenada', 'campeonato', 'copa'],
      ['admin-1', 'lista-espera.oferta-enviada', 'campeonato', 'copa'],
      ['admin-1', 'lista-espera.oferta-retirada', 'campeonato', 'copa'],
    ]);
    expect(l.log.entries[0]!.cambios).to.deep.equal([{ campo: 'orden', antes: ['dani', 'eli', 'fer'], despues: ['fer', 'dani', 'eli'] }]);
    expect(l.log.entries[1]!.cambios.map((c) => [c.campo, c.antes, c.despues === null])).to.deep.equal([['ofertaVenceEn', null, false], ['piloto', null, false]]);
  });

  it('offers nothing once enrolment has closed, but still ends lapsed offers', async () => {
    const l = await fullWithQueue();
    await l.unenrol.execute({ campeonatoId: 'copa', userId: 'beto' });
    l.clock.set('2026-07-02T12:00:00.000Z');
    expect(await l.job.run()).to.equal('0 lugares ofrecidos, 1 oferta vencida');
    expect(await l.queue()).to.deep.equal([
      ['eli', null],
      ['fer', null],
    ]);
  });
});
