import { expect } from 'chai';
import { PAST_EVENTS_MSG } from '../../../src/contracts/single-events.contract.js';
import { EventSchedule } from '../../../src/modules/single-events/application/event-schedule.js';
import { ListSingleEvents } from '../../../src/modules/single-events/application/list-single-events.use-case.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { anEvent, MemoryDrivers, MemoryEventWaitlist, MemorySingleEvents } from '../../support/in-memory/single-events.js';
import { refusal } from '../../support/refusal.js';

/** 18:00 UTC on 1 April 2026 is 12:00 of that day in Mexico City (UTC−6). */
const NOON_APRIL_1 = '2026-04-01T18:00:00.000Z';

function side(now = NOON_APRIL_1) {
  const clock = new ManualClock(new Date(now));
  const events = new MemorySingleEvents();
  const deps = { events, waitlist: new MemoryEventWaitlist(), participants: new MemoryDrivers([]), clock };
  return { clock, events, list: new ListSingleEvents(deps), schedule: new EventSchedule({ events }) };
}

const day = (d: string) => `${d}T00:00:00.000Z`;
const names = (views: { nombre: string }[]) => views.map((v) => v.nombre);

describe('Free events by Mexico City\'s day: the ones to come, and the ones already run by pages', () => {
  it('lists the events of today and later by start, today\'s even once started, and counts the earlier ones', async () => {
    const s = side();
    await s.events.insert(anEvent({ id: 'a', nombre: 'Ayer', fechaInicio: day('2026-03-31'), horaInicio: '23:00' }));
    await s.events.insert(anEvent({ id: 'b', nombre: 'Hoy temprano', fechaInicio: day('2026-04-01'), horaInicio: '08:00' }));
    await s.events.insert(anEvent({ id: 'c', nombre: 'Mañana', fechaInicio: day('2026-04-02'), horaInicio: '20:00' }));
    await s.events.insert(anEvent({ id: 'd', nombre: 'Hoy noche', fechaInicio: day('2026-04-01'), horaInicio: '21:00' }));
    await s.events.insert(anEvent({ id: 'e', nombre: 'Marzo', fechaInicio: day('2026-03-01'), horaInicio: null }));

    const upcoming = await s.list.upcoming();
    expect(names(upcoming.answer)).to.deep.equal(['Hoy temprano', 'Hoy noche', 'Mañana']);
    // Midnight of 2 April in Mexico City is 06:00 UTC.
    expect(upcoming.changesAt.toISOString()).to.equal('2026-04-02T06:00:00.000Z');
    const current = await s.list.current();
    expect(names(current.answer.data)).to.deep.equal(['Hoy temprano', 'Hoy noche', 'Mañana']);
    expect(current.answer.anteriores).to.equal(2);
  });

  it('takes the day from Mexico City\'s clock: at 23:30 there (05:30 UTC the next day) today is still today', async () => {
    const s = side('2026-04-02T05:30:00.000Z');
    await s.events.insert(anEvent({ id: 'b', nombre: 'Hoy', fechaInicio: day('2026-04-01') }));
    expect(names((await s.list.upcoming()).answer)).to.deep.equal(['Hoy']);
    s.clock.set('2026-04-02T06:00:00.000Z');
    expect(names((await s.list.upcoming()).answer)).to.deep.equal([]);
    expect(names((await s.list.past({})).answer.data)).to.deep.equal(['Hoy']);
  });

  it('pages the events already run, the latest first, without gaps or repeats at any size, ties on the day broken by time then id', async () => {
    const s = side();
    const expected: string[] = [];
    for (let i = 0; i < 15; i++) {
      const date = `2026-03-${String(30 - Math.floor(i / 3)).padStart(2, '0')}`;
      // Three a day: 20:00, 20:00 and none (00:00, the earliest), so ties fall on the time.
      const hora = i % 3 === 2 ? null : '20:00';
      const id = `e-${String(i).padStart(2, '0')}`;
      await s.events.insert(anEvent({ id, nombre: id, fechaInicio: day(date), horaInicio: hora }));
    }
    // Within a day: 20:00 with the higher id first, then the one without a time.
    for (let d = 0; d < 5; d++) expected.push(`e-${String(d * 3 + 1).padStart(2, '0')}`, `e-${String(d * 3).padStart(2, '0')}`, `e-${String(d * 3 + 2).padStart(2, '0')}`);
    await s.events.insert(anEvent({ id: 'future', nombre: 'future', fechaInicio: day('2026-04-05') }));

    const first = await s.list.past({});
    expect(names(first.answer.data)).to.deep.equal(expected.slice(0, 12));
    expect(first.answer.siguiente).to.be.a('string');
    const second = await s.list.past({ desde: first.answer.siguiente });
    expect(names(second.answer.data)).to.deep.equal(expected.slice(12));
    expect(second.answer.siguiente).to.equal(null);

    for (const size of [1, 2, 4, 7, 50]) {
      const seen: string[] = [];
      let desde: string | undefined;
      do {
        const page = (await s.list.past({ limite: String(size), desde })).answer;
        expect(page.data.length).to.be.at.most(size);
        seen.push(...names(page.data));
        desde = page.siguiente ?? undefined;
      } while (desde);
      expect(seen, `pages of ${size}`).to.deep.equal(expected);
    }
  });

  it('asks the store for one more than a page, never for every event', async () => {
    const s = side();
    const asked: number[] = [];
    const pastPage = s.events.pastPage.bind(s.events);
    s.events.pastPage = (d, page) => {
      asked.push(page.limit);
      return pastPage(d, page);
    };
    s.events.list = () => Promise.reject(new Error('the whole list was read'));
    await s.list.past({});
    await s.list.past({ limite: '3' });
    await s.list.upcoming();
    await s.list.current();
    expect(asked).to.deep.equal([13, 4]);
  });

  it('refuses a size out of 1 to 50 and a place no page gave, in Spanish', async () => {
    const s = side();
    for (const limite of ['0', '51', 'x', '2.5', '-1']) {
      const error = await refusal(s.list.past({ limite }));
      expect(error.message, limite).to.equal(PAST_EVENTS_MSG.limit);
      expect(error.errors).to.deep.equal({ limite: PAST_EVENTS_MSG.limit });
    }
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const desde of ['no es un lugar', '%%%', forged(['2026-01-01', '', 'x']), forged([day('2026-01-01'), '25h', 'x']), forged([day('2026-01-01'), '', '']), forged({}), 'x'.repeat(301)]) {
      const error = await refusal(s.list.past({ desde }));
      expect(error.message).to.equal(PAST_EVENTS_MSG.lost);
    }
  });

  it('gives the calendar the events that may not have ended, never those of past seasons', async () => {
    const s = side();
    await s.events.insert(anEvent({ id: 'old', nombre: 'Hace un año', fechaInicio: day('2025-04-01') }));
    await s.events.insert(anEvent({ id: 'week', nombre: 'Hace una semana', fechaInicio: day('2026-03-25') }));
    await s.events.insert(anEvent({ id: 'long', nombre: 'Hace tres días', fechaInicio: day('2026-03-29'), horaInicio: '23:59' }));
    await s.events.insert(anEvent({ id: 'next', nombre: 'Mañana', fechaInicio: day('2026-04-02') }));
    s.events.list = () => Promise.reject(new Error('the whole list was read'));
    expect(names(await s.schedule.notEndedBy(new Date(NOON_APRIL_1)))).to.deep.equal(['Hace tres días', 'Mañana']);
  });
});
