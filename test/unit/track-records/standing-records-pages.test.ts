import { expect } from 'chai';
import { STANDING_RECORDS_PAGE, TRACK_RECORDS_PAGE, TRACK_RECORDS_PAGE_MSG } from '../../../src/contracts/track-records.contract.js';
import type { Actor } from '../../../src/modules/identity/index.js';
import { ListTrackRecords } from '../../../src/modules/track-records/application/list-track-records.use-case.js';
import type { TrackRecord } from '../../../src/modules/track-records/domain/track-record.entity.js';
import { MemoryHolders, MemoryTrackRecords } from '../../support/in-memory/track-records.js';
import { refusal } from '../../support/refusal.js';

const admin: Actor = { id: 'admin-1', rol: 'admin', suspendido: false };
let seq = 0;

function record(fields: Partial<TrackRecord> & Pick<TrackRecord, 'circuit'>): TrackRecord {
  seq += 1;
  const id = `r-${String(seq).padStart(4, '0')}`;
  return { id, userId: 'ana', car: 'BMW M4 GT3', lapTimeMs: 90_000, recordDate: '2026-03-01', origen: 'manual', subsessionId: null, createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z', ...fields };
}

function standing(rows: TrackRecord[]) {
  const store = new MemoryTrackRecords();
  for (const row of rows) store.rows.set(row.id, row);
  // The public page never reads the whole history.
  store.list = async () => {
    throw new Error('the whole list was read');
  };
  const holders = new MemoryHolders([
    { id: 'ana', nombre: 'Ana', apellido: 'Ruiz', email: 'ana@ejemplo.test' },
    { id: 'beto', nombre: 'Beto', apellido: 'Luna', email: 'beto@ejemplo.test' },
  ]);
  return { store, list: new ListTrackRecords({ records: store, names: holders, accounts: holders }) };
}

const pista = (i: number) => `Pista ${String(i).padStart(2, '0')}`;
/** Each circuit with its history: three slower records before the standing one. */
const history = (circuits: number) =>
  Array.from({ length: circuits }, (_, i) => [90_400, 90_300, 90_200, 90_100].map((lapTimeMs) => record({ circuit: pista(i), lapTimeMs: lapTimeMs + i }))).flat();

async function walk(list: ListTrackRecords, query: Record<string, string>) {
  const pages: { circuits: string[]; total?: number }[] = [];
  let despues: string | null | undefined;
  do {
    const page = await list.execute(null, { vigentes: '1', ...query, ...(despues ? { despues } : {}) });
    pages.push({ circuits: page.data.map((r) => `${r.circuit} ${r.lapTime}`), ...(page.total === undefined ? {} : { total: page.total }) });
    despues = page.siguiente;
  } while (despues);
  return pages;
}

describe('The standing records by pages, over memory (docs/adr/0068)', () => {
  it(`answers ${STANDING_RECORDS_PAGE.size} standing records a page by circuit and car, the rest after the place of the last, and how many in all on the first`, async () => {
    const { list } = standing(history(STANDING_RECORDS_PAGE.size + 3));
    const pages = await walk(list, {});
    expect(pages.map((p) => p.circuits.length)).to.deep.equal([STANDING_RECORDS_PAGE.size, 3]);
    expect(pages[0]!.total).to.equal(STANDING_RECORDS_PAGE.size + 3);
    expect(pages[1]!.total).to.equal(undefined);
    const all = pages.flatMap((p) => p.circuits);
    // Only the fastest of each circuit, each once, in the circuits' order.
    expect(all).to.deep.equal(Array.from({ length: STANDING_RECORDS_PAGE.size + 3 }, (_, i) => `${pista(i)} 1:30.${String(100 + i).padStart(3, '0')}`));
  });

  it('walks any page size to the same records, never one twice or left out', async () => {
    const { list } = standing(history(7));
    const whole = (await walk(list, { limite: '100' })).flatMap((p) => p.circuits);
    expect(whole).to.have.length(7);
    for (const limite of ['1', '2', '3', '6', '7']) {
      const pages = await walk(list, { limite });
      expect(pages.flatMap((p) => p.circuits), `limite ${limite}`).to.deep.equal(whole);
      expect(pages.slice(0, -1).every((p) => p.circuits.length === Number(limite))).to.equal(true);
    }
  });

  it('keeps the earlier day, then the earlier entry, then the id, of two equal times: one record per circuit and car', async () => {
    const { list } = standing([
      record({ circuit: 'Monza', userId: 'beto', recordDate: '2026-03-02' }),
      record({ circuit: 'Monza', userId: 'ana', recordDate: '2026-03-01', createdAt: '2026-03-05T00:00:00.000Z' }),
      record({ circuit: 'Spa', userId: 'beto', createdAt: '2026-03-01T10:00:00.000Z' }),
      record({ circuit: 'Spa', userId: 'ana', createdAt: '2026-03-01T09:00:00.000Z' }),
      record({ id: 'z-later', circuit: 'Suzuka', userId: 'beto' }),
      record({ id: 'a-first', circuit: 'Suzuka', userId: 'ana' }),
      // The same circuit and car written another way is the same record.
      record({ circuit: 'MONZA ', lapTimeMs: 90_500, userId: 'beto' }),
    ]);
    const pages = await walk(list, { limite: '1' });
    expect(pages.map((p) => p.circuits.length)).to.deep.equal([1, 1, 1]);
    const all = await list.execute(null, { vigentes: '1' });
    expect(all.data.map((r) => `${r.circuit} ${r.user?.nombre}`)).to.deep.equal(['Monza Ana', 'Spa Ana', 'Suzuka Ana']);
    expect(all.total).to.equal(3);
  });

  it('continues after the circuit and car of the last one shown even when a record changes between pages', async () => {
    const { store, list } = standing(history(5));
    const first = await list.execute(null, { vigentes: '1', limite: '2' });
    expect(first.data.map((r) => r.circuit)).to.deep.equal([pista(0), pista(1)]);
    // A faster lap at a circuit already shown, and one at a later circuit.
    await store.insert(record({ circuit: pista(1), lapTimeMs: 80_000, userId: 'beto' }));
    await store.insert(record({ circuit: pista(3), lapTimeMs: 80_000, userId: 'beto' }));
    const second = await list.execute(null, { vigentes: '1', limite: '2', despues: first.siguiente! });
    expect(second.data.map((r) => `${r.circuit} ${r.lapTime} ${r.user?.nombre}`)).to.deep.equal([`${pista(2)} 1:30.102 Ana`, `${pista(3)} 1:20.000 Beto`]);
  });

  it('narrows by circuit and by car, each in its own field, ignoring accents and case', async () => {
    const { list } = standing([
      record({ circuit: 'Autódromo Hermanos Rodríguez', car: 'Porsche 911 GT3 R' }),
      record({ circuit: 'Ímola', car: 'BMW M4 GT3' }),
      record({ circuit: 'Ímola', car: 'Ferrari 296 GT3' }),
      record({ circuit: 'Porsche Ring', car: 'Mazda MX-5' }),
    ]);
    const circuits = async (query: Record<string, string>) => (await list.execute(null, { vigentes: '1', ...query })).data.map((r) => `${r.circuit} / ${r.car}`);
    expect(await circuits({ circuito: 'IMOLA' })).to.deep.equal(['Ímola / BMW M4 GT3', 'Ímola / Ferrari 296 GT3']);
    expect(await circuits({ circuito: 'rodriguez' })).to.deep.equal(['Autódromo Hermanos Rodríguez / Porsche 911 GT3 R']);
    expect(await circuits({ auto: 'porsche' })).to.deep.equal(['Autódromo Hermanos Rodríguez / Porsche 911 GT3 R']);
    expect(await circuits({ circuito: 'ímola', auto: 'FERRARI' })).to.deep.equal(['Ímola / Ferrari 296 GT3']);
    expect(await circuits({ circuito: 'imola', auto: 'porsche' })).to.deep.equal([]);
    expect((await list.execute(null, { vigentes: '1', circuito: 'imola', limite: '1' })).total).to.equal(2);
  });

  it(`refuses a page of more than ${TRACK_RECORDS_PAGE.maxSize} or less than one, and a place no page of standing records gave, in Spanish`, async () => {
    const { list } = standing(history(3));
    for (const limite of ['0', String(TRACK_RECORDS_PAGE.maxSize + 1), 'x', '-1']) {
      const refused = await refusal(list.execute(null, { vigentes: '1', limite }));
      expect(refused.errors, limite).to.deep.equal({ limite: TRACK_RECORDS_PAGE_MSG.limit });
    }
    expect((await list.execute(null, { vigentes: '1', limite: String(TRACK_RECORDS_PAGE.maxSize) })).data).to.have.length(3);
    // A place of the whole list is not one of the standing records', nor the other way round.
    const wholeList = (await list.execute(admin, { limite: '1' })).siguiente!;
    const standingPlace = (await list.execute(null, { vigentes: '1', limite: '1' })).siguiente!;
    for (const despues of ['otro', wholeList, Buffer.from('{"vigente":""}').toString('base64url'), Buffer.from('{"vigente":"a","b":1}').toString('base64url')]) {
      expect((await refusal(list.execute(null, { vigentes: '1', despues }))).message, despues).to.equal(TRACK_RECORDS_PAGE_MSG.lost);
    }
    expect((await refusal(list.execute(admin, { despues: standingPlace }))).message).to.equal(TRACK_RECORDS_PAGE_MSG.lost);
  });

  it('answers a driver’s standing records whole, as before, without reading the whole history', async () => {
    const { list } = standing([...history(25), record({ circuit: pista(3), lapTimeMs: 80_000, userId: 'beto' }), record({ circuit: pista(24), lapTimeMs: 80_000, userId: 'beto' })]);
    const held = await list.execute(null, { usuario: 'beto' });
    expect(held.data.map((r) => r.circuit)).to.deep.equal([pista(3), pista(24)]);
    expect(held.siguiente).to.equal(null);
    expect((await list.execute(null, { usuario: 'ana' })).data).to.have.length(23);
  });
});
