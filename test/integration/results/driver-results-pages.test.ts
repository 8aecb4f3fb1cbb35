import { expect } from 'chai';
import type { Knex } from 'knex';
import { KnexResultEventRepository } from '../../../src/modules/results/adapters/persistence/result-event.repository.knex.js';
import type { EventPlace } from '../../../src/modules/results/application/ports/result-event.repository.port.js';
import { RESULTS } from '../../../src/modules/results/index.js';
import { ManualClock } from '../../../src/platform/clock.js';
import { describeEachDatabase } from '../../support/databases.js';
import { inventedExport, row } from '../../support/iracing-exports.js';
import { useTestApi } from '../identity/identity-fixtures.js';

const ADMIN = { id: 'admin-resultados', rol: 'admin' as const, suspendido: false };
const SOFIA = 515151;
const NOW = '2026-03-01T00:00:00.000Z';

/** The statements a piece of work sends to the database. */
async function statements(knex: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listen = (q: { sql: string }) => seen.push(q.sql);
  knex.on('query', listen);
  try {
    await work();
  } finally {
    knex.off('query', listen);
  }
  return seen;
}

describeEachDatabase("A driver's events by pages in the database (customerRows)", (kind) => {
  const clock = new ManualClock(new Date(NOW));
  const t = useTestApi(kind, { clock });

  /**
   * `count` events of Sofía's, three starting at each instant (imported in an order their subsessions
   * disagree with), one of another driver's between each; the newest two of hers end after NOW (not
   * public yet). Answers her subsessions newest first (start, then subsession), and the public ones.
   */
  async function seed(count: number): Promise<{ all: number[]; published: number[] }> {
    // Every subsession once: `count` must share no factor with 7.
    expect(count % 7).to.not.equal(0);
    const imported: Array<{ subsession: number; start: string; published: boolean }> = [];
    const add = async (subsession: number, start: string, custId: number, name: string) => {
      const race = { simsession_number: 0, simsession_type: 6, simsession_name: 'RACE', results: [row({ cust_id: custId, display_name: name, finish_position: 0, laps_complete: 20, incidents: 1 })] };
      const end = new Date(Date.parse(start) + 3_600_000).toISOString().replace('.000', '');
      const file = inventedExport({ subsession_id: subsession, start_time: start.replace('.000', ''), end_time: end, session_name: `Ronda ${subsession}`, session_results: [race] });
      await t.context.container.get(RESULTS.ImportEventFile).execute(ADMIN, { bytes: Buffer.from(JSON.stringify(file)) });
    };
    for (let i = 0; i < count; i += 1) {
      const start = i >= count - 2 ? new Date(Date.parse(NOW) - 30 * 60_000).toISOString() : new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 3) * 86_400_000).toISOString();
      const subsession = 93_000_000 + ((i * 7) % count) * 10 + 1;
      await add(subsession, start, SOFIA, 'Sofía Luna');
      imported.push({ subsession, start, published: i < count - 2 });
      await add(94_000_000 + i, start, 777, 'Diego Ruiz');
    }
    const order = [...imported].sort((a, b) => b.start.localeCompare(a.start) || b.subsession - a.subsession);
    return { all: order.map((e) => e.subsession), published: order.filter((e) => e.published).map((e) => e.subsession) };
  }

  it('walks her events from the place of the page before, ties on the start by subsession, each once, with her rows; public ones only when asked', async () => {
    const { all, published } = await seed(26);
    const repo = new KnexResultEventRepository(t.context.knex);
    for (const [publishedBy, expected] of [
      [undefined, all],
      [NOW, published],
    ] as const) {
      const seen: number[] = [];
      let after: EventPlace | undefined;
      for (;;) {
        const page = await repo.customerRows(SOFIA, publishedBy, after ? { after, limit: 4 } : { offset: 0, limit: 4 });
        expect(page.events.length).to.be.within(1, 4);
        // The events come back in no order of their own: the page's order is the place's.
        const ids = page.events.map((h) => h.event.subsessionId).sort((a, b) => expected.indexOf(a) - expected.indexOf(b));
        seen.push(...ids);
        expect(page.rows.every((r) => r.custId === SOFIA)).to.equal(true);
        expect(new Set(page.rows.map((r) => r.eventId))).to.deep.equal(new Set(page.events.map((h) => h.event.id)));
        if (page.next === null) break;
        const last = page.events.find((h) => h.event.subsessionId === ids[ids.length - 1])!.event;
        expect(page.next).to.deep.equal({ startTime: last.startTime, subsessionId: last.subsessionId });
        after = page.next;
      }
      expect(seen, `published by ${publishedBy}`).to.deep.equal(expected);
    }
    // From a position, the same events as by place.
    const byPosition = await repo.customerRows(SOFIA, undefined, { offset: 8, limit: 4 });
    expect(byPosition.events.map((h) => h.event.subsessionId).sort((a, b) => all.indexOf(a) - all.indexOf(b))).to.deep.equal(all.slice(8, 12));
  });

  it('reads a later page from the place, one statement for her events that never counts its way down, a page and one long', async () => {
    await seed(15);
    const repo = new KnexResultEventRepository(t.context.knex);
    const first = await repo.customerRows(SOFIA, NOW, { offset: 0, limit: 5 });
    const sent = await statements(t.context.knex, () => repo.customerRows(SOFIA, NOW, { after: first.next!, limit: 5 }));
    const his = sent.filter((sql) => /[`"]custId[`"]\s*=/.test(sql) && /order by/i.test(sql));
    expect(his, sent.join('\n')).to.have.length(1);
    expect(his[0]).to.not.match(/offset/i);
    expect(his[0]).to.match(/limit/i).and.match(/\([`"]startTime[`"], [`"]subsessionId[`"]\) < \(/);
  });
});
