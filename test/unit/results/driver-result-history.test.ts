import { expect } from 'chai';
import { EVENTS_PAGE_MSG } from '../../../src/contracts/results.contract.js';
import { DriverResultHistory } from '../../../src/modules/results/application/driver-result-history.js';
import type { ResultEntry, ResultEvent } from '../../../src/modules/results/domain/event-result.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { statusOf } from '../../../src/platform/errors.js';
import { MemoryResultEvents } from '../../support/in-memory/results.js';
import { refusal } from '../../support/refusal.js';

const SOFIA = 424242;
const NOW = '2026-06-01T12:00:00.000Z';

function entry(eventId: string, custId: number, over: Partial<ResultEntry> = {}): ResultEntry {
  return {
    id: `${eventId}-${custId}`,
    eventId,
    phaseId: `${eventId}-carrera`,
    teamEntryId: null,
    custId,
    teamId: null,
    displayName: `Piloto ${custId}`,
    driverNames: null,
    finishPosition: 3,
    finishPositionInClass: 2,
    startingPosition: 5,
    lapsComplete: 20,
    lapsLed: 0,
    incidents: 2,
    bestLapTime: 90_000,
    bestLapNum: 4,
    interval: 1000,
    classInterval: 1000,
    lapsDown: 0,
    reasonOut: 'Running',
    carId: 1,
    carName: 'Ferrari 296 GT3',
    carClassId: 1,
    carNumber: '7',
    champPoints: 0,
    oldIrating: 2000,
    newIrating: 2010,
    oldCpi: null,
    newCpi: null,
    ...over,
  };
}

/**
 * `count` events Sofía drove, three started at each instant (the subsession breaks the ties, and its
 * order disagrees with the import's), with an event of another driver between each; every seventh of
 * hers has no race session (a practice only: no finish to show), and the newest two are not public yet.
 */
function league(count: number) {
  const store = new MemoryResultEvents();
  const add = (i: number, custId: number, subsessionId: number, race: boolean) => {
    const id = `ev-${subsessionId}`;
    const startTime = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString();
    const event: ResultEvent = {
      id,
      subsessionId,
      sessionName: `Ronda ${subsessionId}`,
      leagueName: null,
      seasonName: null,
      seriesName: null,
      trackName: 'Monza',
      trackConfig: null,
      startTime,
      endTime: null,
      publishedAt: i >= count - 2 && custId === SOFIA ? '2026-07-01T00:00:00.000Z' : startTime,
      carreraId: null,
      sesion: null,
      importedAt: NOW,
    };
    store.t.events.push(event);
    store.t.phases.push({ id: `${id}-carrera`, eventId: id, simsessionNumber: 0, simsessionType: race ? 6 : 3, name: race ? 'RACE' : 'PRACTICE' });
    store.t.carClasses.push({ eventId: id, carClassId: 1, name: 'GT3 Class', shortName: 'GT3' });
    store.t.entries.push(entry(id, custId));
  };
  for (let i = 0; i < count; i++) {
    add(i, SOFIA, 1_000_000 + ((i * 7) % count) * 10 + 1, i % 7 !== 3);
    add(i, 99, 2_000_000 + i, true);
  }
  const clock = new ManualClock(new Date(NOW));
  return { store, history: new DriverResultHistory({ events: store, clock }) };
}

/** Every event of hers with a finish, newest first (start, then subsession), as the page lists them. */
function finishes(store: MemoryResultEvents, publishedOnly: boolean): number[] {
  const race = new Set(store.t.phases.filter((p) => p.simsessionType === 6).map((p) => p.eventId));
  return store.t.events
    .filter((e) => store.t.entries.some((x) => x.eventId === e.id && x.custId === SOFIA) && race.has(e.id) && (!publishedOnly || e.publishedAt <= NOW))
    .sort((a, b) => b.startTime.localeCompare(a.startTime) || b.subsessionId - a.subsessionId)
    .map((e) => e.subsessionId);
}

describe('A driver’s results by pages of his events, over stores in memory', () => {
  it('walks his events from the place of the page before, ties on the start broken by subsession, every finish once, reading a page and one each time', async () => {
    for (const publishedOnly of [true, false]) {
      const { store, history } = league(61);
      const seen: number[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const before = store.customerEventsRead;
        const page = await history.forCustomer(SOFIA, { publishedOnly, after, limit: 20 });
        expect(store.customerEventsRead - before, 'events read for one page').to.be.at.most(21);
        seen.push(...page.results.map((r) => r.subsessionId));
        after = page.siguiente ?? undefined;
        pages += 1;
      } while (after !== undefined);
      expect(seen, `publishedOnly ${publishedOnly}`).to.deep.equal(finishes(store, publishedOnly));
      expect(pages).to.equal(publishedOnly ? 3 : 4);
    }
  });

  it('answers by position from the top the same page as by place, and no place after the last page', async () => {
    const { history } = league(45);
    const first = await history.forCustomer(SOFIA, { offset: 0, limit: 20 });
    const second = await history.forCustomer(SOFIA, { after: first.siguiente!, limit: 20 });
    const byPosition = await history.forCustomer(SOFIA, { offset: 20, limit: 20 });
    expect(byPosition.results).to.deep.equal(second.results);
    expect(byPosition.siguiente).to.equal(second.siguiente);
    const last = await history.forCustomer(SOFIA, { after: second.siguiente!, limit: 20 });
    expect(last.siguiente).to.equal(null);
    expect(last.results.length).to.be.above(0);
  });

  it('refuses a place no page gave in Spanish, and answers nothing for an id that is no iRacing customer', async () => {
    const { history } = league(10);
    const made = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const after of ['otro', made(['2020-01-01', 5]), made(['2020-01-01T00:00:00.000Z', 0]), made(['2020-01-01T00:00:00.000Z']), '%%%']) {
      const refused = await refusal(history.forCustomer(SOFIA, { after, limit: 20 }));
      expect([statusOf(refused), refused.message, refused.errors], after).to.deep.equal([400, EVENTS_PAGE_MSG.lost, { desde: EVENTS_PAGE_MSG.lost }]);
    }
    expect(await history.forCustomer(0, { limit: 20 })).to.deep.equal({ siguiente: null, results: [] });
  });
});
