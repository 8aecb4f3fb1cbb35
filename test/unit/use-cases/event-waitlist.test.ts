import { expect } from 'chai';
import { EventWaitlistJob } from '../../../src/modules/single-events/application/event-waitlist.job.js';
import { JoinEventWaitlist } from '../../../src/modules/single-events/application/join-event-waitlist.use-case.js';
import { LeaveEventWaitlist } from '../../../src/modules/single-events/application/leave-event-waitlist.use-case.js';
import { OfferEventPlaces } from '../../../src/modules/single-events/application/offer-event-places.js';
import { RegisterForSingleEvent } from '../../../src/modules/single-events/application/register-for-single-event.use-case.js';
import { UnregisterFromSingleEvent } from '../../../src/modules/single-events/application/unregister-from-single-event.use-case.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { DomainError } from '../../../src/platform/errors.js';
import { anEvent, MemoryDrivers, MemoryEventWaitlist, MemorySingleEvents } from '../../support/in-memory/single-events.js';
import { MemoryOutbox, MemoryTransactions, sequentialIds } from '../../support/in-memory/transactions.js';

const driver = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const people = ['ana', 'beto', 'caro', 'dani'].map((id) => ({ id, nombre: id, email: `${id}@ejemplo.test` }));

function freeEvent() {
  const clock = new ManualClock(new Date('2026-04-01T18:00:00.000Z'));
  const events = new MemorySingleEvents();
  const waitlist = new MemoryEventWaitlist();
  const outbox = new MemoryOutbox();
  const tx = new MemoryTransactions(events, waitlist, outbox);
  const participants = new MemoryDrivers(people);
  const offers = new OfferEventPlaces({ events, waitlist, mailboxes: participants, outbox, clock, tx, publicUrl: 'https://parrilla.test' });
  const deps = { events, waitlist, participants, offers, clock, tx, newId: sequentialIds('espera') };
  void events.insert(anEvent());
  return {
    clock,
    events,
    waitlist,
    outbox,
    register: new RegisterForSingleEvent(deps),
    unregister: new UnregisterFromSingleEvent(deps),
    join: new JoinEventWaitlist(deps),
    leave: new LeaveEventWaitlist(deps),
    job: new EventWaitlistJob({ waitlist, offers }),
    queue: async () => ((await waitlist.listFor(['evento-1'])).get('evento-1') ?? []).map((e) => [e.userId, e.ofertaVenceEn]),
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

describe('The waiting list of a free event, over stores in memory', () => {
  it('queues drivers of a full event, shows them in order on the event and refuses joining twice or while a place is free', async () => {
    const e = freeEvent();
    await e.register.execute(driver('ana'), 'evento-1');
    expect((await refusal(e.join.execute(driver('beto'), 'evento-1'))).code).to.equal('PLACES_FREE');
    await e.register.execute(driver('beto'), 'evento-1');
    const view = await e.join.execute(driver('caro'), 'evento-1');
    await e.join.execute(driver('dani'), 'evento-1');
    expect(view.listaEspera.map((w) => [w.id, w.posicion, w.ofertaVenceEn])).to.deep.equal([['caro', 1, null]]);
    expect((await refusal(e.join.execute(driver('caro'), 'evento-1'))).code).to.equal('ALREADY_QUEUED');
    expect((await refusal(e.join.execute(driver('ana'), 'evento-1'))).code).to.equal('ALREADY_REGISTERED');
  });

  it('offers a place left by a driver to the first in the queue until 48 h later, by e-mail, and lets him confirm it', async () => {
    const e = freeEvent();
    for (const id of ['ana', 'beto']) await e.register.execute(driver(id), 'evento-1');
    for (const id of ['caro', 'dani']) await e.join.execute(driver(id), 'evento-1');
    await e.unregister.execute(driver('beto'), 'evento-1');
    expect(await e.queue()).to.deep.equal([
      ['caro', '2026-04-03T18:00:00.000Z'],
      ['dani', null],
    ]);
    expect(e.outbox.queued.map((m) => [m.to, m.subject])).to.deep.equal([['caro@ejemplo.test', 'Se liberó un lugar para ti en Noche de Monza']]);
    expect((await refusal(e.register.execute(driver('dani'), 'evento-1'))).code, 'the offered place is taken').to.equal('EVENT_FULL');
    const view = await e.register.execute(driver('caro'), 'evento-1');
    expect(view.participantes.map((p) => p.id)).to.deep.equal(['ana', 'caro']);
    expect(await e.queue()).to.deep.equal([['dani', null]]);
  });

  it('moves an unanswered offer to the next at its deadline, never later than the start, and refuses the late answer', async () => {
    const e = freeEvent();
    for (const id of ['ana', 'beto']) await e.register.execute(driver(id), 'evento-1');
    for (const id of ['caro', 'dani']) await e.join.execute(driver(id), 'evento-1');
    await e.unregister.execute(driver('beto'), 'evento-1');
    e.clock.advance(48 * 3_600_000);
    expect((await refusal(e.register.execute(driver('caro'), 'evento-1'))).code).to.equal('OFFER_EXPIRED');
    expect(await e.job.run()).to.equal('1 lugar ofrecido, 1 oferta vencida');
    expect(await e.queue()).to.deep.equal([['dani', '2026-04-05T18:00:00.000Z']]);
    expect(e.outbox.queued.map((m) => m.subject)).to.include('Venció el lugar que te ofrecimos en Noche de Monza');
    expect(await e.job.run()).to.equal('0 lugares ofrecidos, 0 ofertas vencidas');
  });

  it('gives the next the place of an offered driver who leaves the queue', async () => {
    const e = freeEvent();
    for (const id of ['ana', 'beto']) await e.register.execute(driver(id), 'evento-1');
    for (const id of ['caro', 'dani']) await e.join.execute(driver(id), 'evento-1');
    await e.unregister.execute(driver('beto'), 'evento-1');
    await e.leave.execute(driver('caro'), 'evento-1');
    expect((await e.queue()).map(([id, offer]) => [id, offer !== null])).to.deep.equal([['dani', true]]);
    expect((await refusal(e.leave.execute(driver('caro'), 'evento-1'))).code).to.equal('NOT_QUEUED');
  });

  it('ends an offer at the start of the event when that comes first', async () => {
    const e = freeEvent();
    e.clock.set('2026-04-10T12:00:00.000Z');
    for (const id of ['ana', 'beto']) await e.register.execute(driver(id), 'evento-1');
    await e.join.execute(driver('caro'), 'evento-1');
    await e.unregister.execute(driver('beto'), 'evento-1');
    expect(await e.queue()).to.deep.equal([['caro', '2026-04-11T02:00:00.000Z']]);
  });
});
