import { expect } from 'chai';
import { STANDING_RECORDS_PAGE, TRACK_RECORDS_PAGE_MSG } from '../../../src/contracts/track-records.contract.js';
import { storedRecordKey } from '../../../src/modules/track-records/domain/track-record.entity.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { useTestApi } from '../identity/identity-fixtures.js';

interface Row {
  id: string;
  userId: string;
  circuit: string;
  car: string;
  lapTimeMs: number;
  recordDate: string;
  createdAt: string;
  sortKey: string;
}
interface Answer {
  data: Array<{ id: string; circuit: string; car: string; user: { nombre: string } | null }>;
  siguiente: string | null;
  total?: number;
}

const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The rule worked out from the rows: the first of each circuit and car by time, day, entry and id, by circuit and car byte by byte. */
function standingOf(rows: Row[], keep: (row: Row) => boolean = () => true): string[] {
  const best = new Map<string, Row>();
  const ranked = [...rows].sort((a, b) => a.lapTimeMs - b.lapTimeMs || bytes(a.recordDate, b.recordDate) || bytes(a.createdAt, b.createdAt) || bytes(a.id, b.id));
  for (const row of ranked) if (!best.has(row.sortKey)) best.set(row.sortKey, row);
  return [...best.values()]
    .filter(keep)
    .sort((a, b) => bytes(a.sortKey, b.sortKey))
    .map((r) => r.id);
}

describeEachDatabase('The standing records by pages: GET /api/track-records/allrecords?vigentes=1 (docs/adr/0068)', (kind) => {
  const t = useTestApi(kind);

  /** Circuits with accents, case and punctuation, each with a history of slower and tied records. */
  async function seed(): Promise<{ rows: Row[]; ana: string; beto: string }> {
    const [ana, beto] = await Promise.all([createUser(t.context, { nombre: 'Ana', apellido: 'Ruiz' }), createUser(t.context, { nombre: 'Beto', apellido: 'Luna' })]);
    const circuits = ['Ímola', 'imola', 'Autódromo Hermanos Rodríguez', 'Spa-Francorchamps', 'Monza', 'Zandvoort', 'Road Atlanta', 'Suzuka', 'Sebring', 'Daytona', 'Laguna Seca', 'Watkins Glen', 'Nürburgring'];
    const cars = ['BMW M4 GT3', 'Ferrari 296 GT3'];
    const rows: Row[] = [];
    let n = 0;
    let key = 0;
    for (const circuit of circuits) {
      for (const car of cars) {
        key += 1;
        for (let k = 0; k < 3; k++) {
          n += 1;
          // Every third circuit and car ties its first two on time and day (the earlier entry stands),
          // every sixth on the entry too (the lower id stands).
          const tie = key % 3 === 0 && k < 2;
          rows.push({
            id: `rec-${String(n).padStart(3, '0')}`,
            userId: n % 2 ? ana.id : beto.id,
            circuit,
            car,
            lapTimeMs: tie ? 80_000 : 90_000 + ((n * 7919) % 997),
            recordDate: tie ? '2026-03-14' : `2026-0${1 + (n % 9)}-1${n % 10}`,
            createdAt: `2026-03-${String(tie && key % 6 === 0 ? 10 : 10 + ((n * 5) % 17)).padStart(2, '0')}T00:00:00.000Z`,
            sortKey: storedRecordKey(circuit, car),
          });
        }
      }
    }
    await t.context.knex('track_records').insert(rows.map((r) => ({ ...r, origen: 'manual', subsessionId: null, updatedAt: r.createdAt })));
    return { rows, ana: ana.id, beto: beto.id };
  }

  async function walk(query: string): Promise<{ ids: string[]; sizes: number[]; total: number | undefined }> {
    const ids: string[] = [];
    const sizes: number[] = [];
    let total: number | undefined;
    let despues: string | null = null;
    do {
      const page: Answer = (await t.api.request.get(`/api/track-records/allrecords?vigentes=1${query}${despues ? `&despues=${despues}` : ''}`).expect(200)).body;
      if (despues === null) total = page.total;
      else expect(page.total).to.equal(undefined);
      ids.push(...page.data.map((r) => r.id));
      sizes.push(page.data.length);
      despues = page.siguiente;
    } while (despues !== null);
    return { ids, sizes, total };
  }

  it(`answers ${STANDING_RECORDS_PAGE.size} standing records a page, the rest by place, the same at every page size as the rule worked out from the rows`, async () => {
    const { rows } = await seed();
    const expected = standingOf(rows);
    expect(expected).to.have.length(24);
    const walked = await walk('');
    expect(walked.sizes).to.deep.equal([STANDING_RECORDS_PAGE.size, 24 - STANDING_RECORDS_PAGE.size]);
    expect(walked.ids).to.deep.equal(expected);
    expect(walked.total).to.equal(24);
    for (const limite of [1, 5, 24, 100]) {
      const pages = await walk(`&limite=${limite}`);
      expect(pages.ids, `limite ${limite}`).to.deep.equal(expected);
      expect(pages.total).to.equal(24);
    }
  });

  it('narrows by circuit and by car on the server, accents and case ignored, each text in its own field', async () => {
    const { rows } = await seed();
    const has = (field: 'circuit' | 'car', text: string) => (r: Row) => storedRecordKey(r.circuit, r.car).split('\u0001')[field === 'circuit' ? 0 : 1]!.includes(text);
    const cases: Array<[string, (r: Row) => boolean]> = [
      [`&circuito=${encodeURIComponent('IMOLA')}`, has('circuit', 'imola')],
      [`&circuito=${encodeURIComponent('rodriguez')}&auto=ferrari`, (r) => has('circuit', 'rodriguez')(r) && has('car', 'ferrari')(r)],
      [`&auto=${encodeURIComponent('bmw')}&limite=3`, has('car', 'bmw')],
      // 'gt3' is in the cars, never in a circuit; a term never matches across the two.
      [`&circuito=gt3`, () => false],
      [`&circuito=${encodeURIComponent('100%_')}`, () => false],
    ];
    for (const [query, keep] of cases) {
      const walked = await walk(query);
      expect(walked.ids, query).to.deep.equal(standingOf(rows, keep));
      expect(walked.total, query).to.equal(walked.ids.length);
    }
  });

  it('reads a page in one statement that stops at the page, names its holders in one query and keeps a driver’s records whole', async () => {
    const { rows, beto } = await seed();
    const seen: string[] = [];
    const listen = (q: { sql: string }) => seen.push(q.sql);
    t.context.knex.on('query', listen);
    try {
      await t.api.request.get('/api/track-records/allrecords?vigentes=1&limite=2').expect(200);
    } finally {
      t.context.knex.off('query', listen);
    }
    const reads = seen.filter((sql) => /from ["`]track_records["`]/i.test(sql));
    // The page (one more than asked, the standing record of each key found by the index) and the count of the circuits and cars.
    expect(reads).to.have.length(2);
    expect(reads[0]).to.match(/not exists/i).and.match(/limit/i);
    expect(reads[1]).to.match(/count\(distinct/i);
    expect(seen.filter((sql) => /from ["`]users["`]/i.test(sql))).to.have.length(1);

    const held: Answer = (await t.api.request.get(`/api/track-records/allrecords?usuario=${beto}`).expect(200)).body;
    expect(held.data.map((r) => r.id)).to.deep.equal(standingOf(rows, (r) => r.userId === beto));
    expect(held.siguiente).to.equal(null);
    expect(held.total).to.equal(undefined);
  });

  it('refuses a size out of range and a place no page gave with 400 and a Spanish message', async () => {
    await seed();
    for (const limite of ['0', '101', 'diez']) {
      const refused = await t.api.request.get(`/api/track-records/allrecords?vigentes=1&limite=${limite}`).expect(400);
      expect(refused.body.errors).to.deep.equal({ limite: TRACK_RECORDS_PAGE_MSG.limit });
    }
    const wholeList: string = (await t.api.request.get('/api/track-records/allrecords?limite=1').expect(200)).body.siguiente;
    for (const despues of ['otro', wholeList]) {
      expect((await t.api.request.get(`/api/track-records/allrecords?vigentes=1&despues=${despues}`).expect(400)).body.message).to.equal(TRACK_RECORDS_PAGE_MSG.lost);
    }
    const tooLong = await t.api.request.get(`/api/track-records/allrecords?vigentes=1&circuito=${'a'.repeat(121)}`).expect(400);
    expect(tooLong.body.errors).to.deep.equal({ circuito: 'El circuito buscado debe tener como máximo 120 caracteres' });
  });
});
